import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { clipboardModel } from './clipboardMachine.model.js';

describeMachineCoverage(clipboardModel);
