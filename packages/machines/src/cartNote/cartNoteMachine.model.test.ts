import { describeMachineModel } from '../testing/describeMachineModel.js';
import { cartNoteModel } from './cartNoteMachine.model.js';

describeMachineModel(cartNoteModel);
