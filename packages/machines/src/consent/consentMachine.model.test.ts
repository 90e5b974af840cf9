import { describeMachineModel } from '../testing/describeMachineModel.js';
import { consentModel } from './consentMachine.model.js';

describeMachineModel(consentModel);
