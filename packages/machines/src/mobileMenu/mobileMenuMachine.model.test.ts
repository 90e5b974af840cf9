import { describeMachineModel } from '../testing/describeMachineModel.js';
import { mobileMenuModel } from './mobileMenuMachine.model.js';

describeMachineModel(mobileMenuModel);
