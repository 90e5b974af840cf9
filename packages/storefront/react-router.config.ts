import type { Config } from '@react-router/dev/config';

/** Server-rendered on Node: every page has a loader that reads commerce and content. */
export const config = {
  appDirectory: 'app',
  // The benchmark builds into its own folder so a concurrent `npm run build` cannot swap it out.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  // Smaller first-load JS: each route's loader and action are split from its component.
  splitRouteModules: true,
} satisfies Config;

export default config;
