import { describeMachineModel } from '../testing/describeMachineModel.js';
import { clipboardModel } from './clipboardMachine.model.js';

describeMachineModel(clipboardModel);
