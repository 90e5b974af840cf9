import { describeMachineModel } from '../testing/describeMachineModel.js';
import { newsletterFormModel } from './newsletterFormMachine.model.js';

describeMachineModel(newsletterFormModel);
