import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { dictionaryChunks } from './dictionaryChunks.vite';

export default defineConfig({
  plugins: [reactRouter(), dictionaryChunks()],
  server: { port: 3000 },
});
