import type { Config } from '@react-router/dev/config';

/** The benchmark's baseline: an empty page built exactly like the storefront (SSR, same flags). */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
