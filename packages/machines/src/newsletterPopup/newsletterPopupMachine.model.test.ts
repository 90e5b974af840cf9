import { describeMachineModel } from '../testing/describeMachineModel.js';
import { newsletterPopupModel } from './newsletterPopupMachine.model.js';

describeMachineModel(newsletterPopupModel);
