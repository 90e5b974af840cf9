/**
 * `@treize/machines/testing`: every machine's model and the paths generated from it, so a
 * component's tests (in the ui package or an app) walk the same paths the machine's own tests do.
 * Test tooling only: nothing here belongs in a shop's bundle.
 */
export { accordionModel } from '../accordion/accordionMachine.model.js';
export { cartDrawerModel } from '../cartDrawer/cartDrawerMachine.model.js';
export { cartLineModel } from '../cartLine/cartLineMachine.model.js';
export { cartNoteModel } from '../cartNote/cartNoteMachine.model.js';
export { clipboardModel } from '../clipboard/clipboardMachine.model.js';
export { consentModel } from '../consent/consentMachine.model.js';
export { contactFormModel } from '../contactForm/contactFormMachine.model.js';
export { localeSwitchModel } from '../localeSwitch/localeSwitchMachine.model.js';
export { mobileMenuModel } from '../mobileMenu/mobileMenuMachine.model.js';
export { newsletterFormModel } from '../newsletterForm/newsletterFormMachine.model.js';
export { newsletterPopupModel } from '../newsletterPopup/newsletterPopupMachine.model.js';
export { videoModel } from '../video/videoMachine.model.js';
export { wishlistModel } from '../wishlist/wishlistMachine.model.js';
export { wishlistDrawerModel } from '../wishlistDrawer/wishlistDrawerMachine.model.js';
export { machineModels } from './machineModels.js';
export type { MachineModel } from './machineModel.js';
export { modelPaths, type ModelPath, type PathStep } from './modelPaths.js';
export { initialState, uiModelPaths, walkPath, type UiTestDriver } from './walkModel.js';
