import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { localeSwitchModel } from './localeSwitchMachine.model.js';

describeMachineCoverage(localeSwitchModel);
