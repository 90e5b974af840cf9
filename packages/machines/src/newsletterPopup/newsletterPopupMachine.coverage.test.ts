import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { newsletterPopupModel } from './newsletterPopupMachine.model.js';

describeMachineCoverage(newsletterPopupModel);
