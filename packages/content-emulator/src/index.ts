export { DEFAULT_TOKEN, startContentEmulator } from './server.js';
export type { ContentEmulator, ContentEmulatorOptions } from './server.js';
