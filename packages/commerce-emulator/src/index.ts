export {
  startCommerceEmulator,
  type CommerceEmulator,
  type CommerceEmulatorOptions,
} from './emulator.js';
