import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The same minifier as the shop's browser build, so the baseline's framework bytes compare alike.
export default defineConfig({
  plugins: [reactRouter()],
  build: { minify: 'terser' },
  environments: { ssr: { build: { minify: false } } },
});
