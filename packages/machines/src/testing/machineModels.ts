import { accordionModel } from '../accordion/accordionMachine.model.js';
import { cartDrawerModel } from '../cartDrawer/cartDrawerMachine.model.js';
import { cartLineModel } from '../cartLine/cartLineMachine.model.js';
import { cartNoteModel } from '../cartNote/cartNoteMachine.model.js';
import { clipboardModel } from '../clipboard/clipboardMachine.model.js';
import { consentModel } from '../consent/consentMachine.model.js';
import { contactFormModel } from '../contactForm/contactFormMachine.model.js';
import { localeSwitchModel } from '../localeSwitch/localeSwitchMachine.model.js';
import { mobileMenuModel } from '../mobileMenu/mobileMenuMachine.model.js';
import { newsletterFormModel } from '../newsletterForm/newsletterFormMachine.model.js';
import { newsletterPopupModel } from '../newsletterPopup/newsletterPopupMachine.model.js';
import { videoModel } from '../video/videoMachine.model.js';
import { wishlistModel } from '../wishlist/wishlistMachine.model.js';
import { wishlistDrawerModel } from '../wishlistDrawer/wishlistDrawerMachine.model.js';
import type { MachineModel } from './machineModel.js';

/** Every machine's model, in the order of the package README. */
export const machineModels: readonly MachineModel[] = [
  accordionModel,
  newsletterFormModel,
  newsletterPopupModel,
  contactFormModel,
  cartDrawerModel,
  cartNoteModel,
  cartLineModel,
  consentModel,
  mobileMenuModel,
  localeSwitchModel,
  wishlistModel,
  wishlistDrawerModel,
  clipboardModel,
  videoModel,
];
