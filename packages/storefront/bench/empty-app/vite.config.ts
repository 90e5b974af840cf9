import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { reactRouterProductionFiles } from '../../reactRouterProductionFiles.vite';

// The same React Router files and the same minifier as the shop's browser build, so the baseline's
// framework bytes compare alike.
export default defineConfig({
  plugins: [reactRouter(), reactRouterProductionFiles()],
  build: { minify: 'terser' },
  environments: { ssr: { build: { minify: false } } },
});
