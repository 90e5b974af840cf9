import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { contactFormModel } from './contactFormMachine.model.js';

describeMachineCoverage(contactFormModel);
