import type { Config } from '@react-router/dev/config';

/** Server-rendered on Node (ARCHITECTURE.md): every page has a loader that reads commerce and content. */
export const config = {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Smaller first-load JS: loaders/actions and the component are split per route (issue 6 target).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

export default config;
