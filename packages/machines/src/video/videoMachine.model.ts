import type { MachineModel } from '../testing/machineModel.js';
import { videoMachine } from './videoMachine.js';

/** Visibility just at and just under the 10% threshold, and the mute toggle. */
export const videoModel: MachineModel = {
  id: 'video',
  machine: videoMachine,
  input: {},
  events: [
    { type: 'VISIBILITY_CHANGED', ratio: 0.1 },
    { type: 'VISIBILITY_CHANGED', ratio: 0.09 },
    { type: 'TOGGLE_MUTE' },
  ],
};
