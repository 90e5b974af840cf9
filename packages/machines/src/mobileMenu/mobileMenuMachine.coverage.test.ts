import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { mobileMenuModel } from './mobileMenuMachine.model.js';

describeMachineCoverage(mobileMenuModel);
