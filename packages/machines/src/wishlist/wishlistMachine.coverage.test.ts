import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { wishlistModel } from './wishlistMachine.model.js';

describeMachineCoverage(wishlistModel);
