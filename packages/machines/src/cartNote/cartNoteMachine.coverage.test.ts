import { describeMachineCoverage } from '../testing/describeMachineCoverage.js';
import { cartNoteModel } from './cartNoteMachine.model.js';

describeMachineCoverage(cartNoteModel);
