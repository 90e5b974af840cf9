import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { cartLineModel } from './cartLineMachine.model.js';

describeMachineCoverage(cartLineModel);
