import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { consentModel } from './consentMachine.model.js';

describeMachineCoverage(consentModel);
