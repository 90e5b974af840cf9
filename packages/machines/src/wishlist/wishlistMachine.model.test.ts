import { describeMachineModel } from '../testing/describeMachineModel.js';
import { wishlistModel } from './wishlistMachine.model.js';

describeMachineModel(wishlistModel);
