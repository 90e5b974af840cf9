import { describeMachineModel } from '../testing/describeMachineModel.js';
import { cartLineModel } from './cartLineMachine.model.js';

describeMachineModel(cartLineModel);
