import type { Config } from '@react-router/dev/config';

/** Server-rendered on Node (ARCHITECTURE.md): every page has a loader that reads commerce and content. */
export const config = {
  appDirectory: 'app',
  // The benchmark builds into its own folder so a concurrent `npm run build` cannot swap it out.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // Smaller first-load JS: loaders/actions and the component are split per route (issue 6 target).
    v8_splitRouteModules: true,
    // The root middleware answers anonymous pages from the micro-cache before any loader runs (ADR 002).
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

export default config;
