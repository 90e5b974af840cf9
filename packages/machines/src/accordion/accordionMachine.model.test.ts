import { describeMachineModel } from '../testing/describeMachineModel.js';
import { accordionModel } from './accordionMachine.model.js';

describeMachineModel(accordionModel);
