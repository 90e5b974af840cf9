import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { accordionModel } from './accordionMachine.model.js';

describeMachineCoverage(accordionModel);
