import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { cartDrawerModel } from './cartDrawerMachine.model.js';

describeMachineCoverage(cartDrawerModel);
