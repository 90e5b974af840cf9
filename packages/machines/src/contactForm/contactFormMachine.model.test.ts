import { describeMachineModel } from '../testing/describeMachineModel.js';
import { contactFormModel } from './contactFormMachine.model.js';

describeMachineModel(contactFormModel);
