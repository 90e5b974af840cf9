import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { reactRouterProductionFiles } from '../../reactRouterProductionFiles.vite';

// The same React Router files as the shop's browser build, so the baseline's 110 KB compare alike.
export default defineConfig({ plugins: [reactRouter(), reactRouterProductionFiles()] });
