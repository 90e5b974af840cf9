import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { wishlistDrawerModel } from './wishlistDrawerMachine.model.js';

describeMachineCoverage(wishlistDrawerModel);
