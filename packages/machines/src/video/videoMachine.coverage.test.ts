import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { videoModel } from './videoMachine.model.js';

describeMachineCoverage(videoModel);
