import { describeMachineModel } from '../testing/describeMachineModel.js';
import { wishlistDrawerModel } from './wishlistDrawerMachine.model.js';

describeMachineModel(wishlistDrawerModel);
