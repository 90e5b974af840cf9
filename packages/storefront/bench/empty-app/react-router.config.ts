import type { Config } from '@react-router/dev/config';

/** The benchmark's baseline: an empty page built exactly like the storefront (SSR, same options). */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  splitRouteModules: true,
} satisfies Config;
