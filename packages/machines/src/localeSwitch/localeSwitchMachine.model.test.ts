import { describeMachineModel } from '../testing/describeMachineModel.js';
import { localeSwitchModel } from './localeSwitchMachine.model.js';

describeMachineModel(localeSwitchModel);
