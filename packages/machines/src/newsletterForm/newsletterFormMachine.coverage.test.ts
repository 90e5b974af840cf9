import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { newsletterFormModel } from './newsletterFormMachine.model.js';

describeMachineCoverage(newsletterFormModel);
