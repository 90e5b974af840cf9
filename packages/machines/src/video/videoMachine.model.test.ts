import { describeMachineModel } from '../testing/describeMachineModel.js';
import { videoModel } from './videoMachine.model.js';

describeMachineModel(videoModel);
