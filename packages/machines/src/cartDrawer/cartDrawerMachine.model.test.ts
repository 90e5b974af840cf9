import { describeMachineModel } from '../testing/describeMachineModel.js';
import { cartDrawerModel } from './cartDrawerMachine.model.js';

describeMachineModel(cartDrawerModel);
