export {
  ACCORDION_ANIMATION_MS,
  ACCORDION_NONE,
  CLOSE_THEN_OPEN_DELAY_MS,
  OUTSIDE_CLICK_DELAY_MS,
  accordionMachine,
} from './accordion/accordionMachine.js';
export type {
  AccordionContext,
  AccordionEvent,
  AccordionInput,
} from './accordion/accordionMachine.js';

export {
  ERROR,
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_ERROR,
  NEWSLETTER_MESSAGE_MS,
  NEWSLETTER_SUCCESS,
  newsletterFormMachine,
} from './newsletterForm/newsletterFormMachine.js';
export type {
  NewsletterFormContext,
  NewsletterFormEvent,
  NewsletterFormInput,
  NewsletterMessage,
} from './newsletterForm/newsletterFormMachine.js';

export {
  NEWSLETTER_POPUP_DELAY_MS,
  newsletterPopupMachine,
} from './newsletterPopup/newsletterPopupMachine.js';
export type {
  NewsletterPopupContext,
  NewsletterPopupCookies,
  NewsletterPopupEvent,
} from './newsletterPopup/newsletterPopupMachine.js';

export {
  CONTACT_ERROR_TOAST,
  CONTACT_REQUIRED_FIELDS,
  CONTACT_SUCCESS_TOAST,
  CONTACT_TOAST_DELAY_MS,
  CONTACT_TOAST_DURATION_MS,
  contactFieldError,
  contactFormMachine,
} from './contactForm/contactFormMachine.js';
export type {
  ContactField,
  ContactFormContext,
  ContactFormEvent,
  ContactToast,
} from './contactForm/contactFormMachine.js';

export { cartDrawerMachine } from './cartDrawer/cartDrawerMachine.js';
export type { CartDrawerContext, CartDrawerEvent } from './cartDrawer/cartDrawerMachine.js';

export { NOTE_AUTO_SUBMIT_MS, cartNoteMachine } from './cartNote/cartNoteMachine.js';
export type { CartNoteContext, CartNoteEvent, CartNoteInput } from './cartNote/cartNoteMachine.js';

export { cartLineMachine } from './cartLine/cartLineMachine.js';
export type { CartLineContext, CartLineEvent, CartLineInput } from './cartLine/cartLineMachine.js';
export { canDecrease, nextQuantity } from './cartLine/quantity.js';

export { ANALYTICS_CONSENT_POLL_MS, consentMachine } from './consent/consentMachine.js';
export type { ConsentContext, ConsentEvent } from './consent/consentMachine.js';
export {
  NEWSLETTER_POPUP_ACCEPTED,
  NEWSLETTER_POPUP_COOKIE,
  NEWSLETTER_POPUP_MAX_AGE_S,
  PRIVACY_ACCEPTED,
  PRIVACY_ACCEPTED_MAX_AGE_S,
  PRIVACY_COOKIE,
  PRIVACY_REFUSED,
  PRIVACY_REFUSED_MAX_AGE_S,
  SHOP_SESSION_COOKIE,
  SHOP_SESSION_COOKIE_MAX_AGE_S,
  SHOP_TRACKING_COOKIES,
  SHOP_VISITOR_COOKIE,
  SHOP_VISITOR_COOKIE_MAX_AGE_S,
  toPrivacyChoice,
} from './consent/cookies.js';
export type { PrivacyChoice } from './consent/cookies.js';
export {
  clearShopTrackingCookies,
  isNewsletterPopupAccepted,
  readPrivacyChoice,
  refreshShopTrackingCookies,
  writeNewsletterPopupAccepted,
  writePrivacyChoice,
} from './consent/consentEffects.js';
export type { ShopTrackingTokens } from './consent/consentEffects.js';

export { MOBILE_MENU_LOCK_MS, mobileMenuMachine } from './mobileMenu/mobileMenuMachine.js';
export type { MobileMenuContext, MobileMenuEvent } from './mobileMenu/mobileMenuMachine.js';

export { NEW_LOCALE_REQUIRED, localeSwitchMachine } from './localeSwitch/localeSwitchMachine.js';
export type {
  LocaleOption,
  LocaleSwitchContext,
  LocaleSwitchEvent,
  LocaleSwitchInput,
} from './localeSwitch/localeSwitchMachine.js';
export { buildLocaleRedirectPath, stripLocalePrefix } from './localeSwitch/redirectPath.js';

export { isWishlisted, wishlistMachine } from './wishlist/wishlistMachine.js';
export type { WishlistContext, WishlistEvent } from './wishlist/wishlistMachine.js';
export { wishlistDrawerMachine } from './wishlistDrawer/wishlistDrawerMachine.js';
export type { WishlistDrawerEvent } from './wishlistDrawer/wishlistDrawerMachine.js';
export {
  WISHLIST_STORAGE_KEY,
  parseWishlistIds,
  readWishlistIds,
  toggleWishlistId,
  writeWishlistIds,
} from './wishlist/wishlistIds.js';

export { CLIPBOARD_RESET_MS, clipboardMachine } from './clipboard/clipboardMachine.js';
export type { ClipboardContext, ClipboardEvent } from './clipboard/clipboardMachine.js';

export {
  VIDEO_VISIBILITY_THRESHOLD,
  videoElementEffects,
  videoMachine,
} from './video/videoMachine.js';
export type { VideoCommand, VideoContext, VideoEvent, VideoInput } from './video/videoMachine.js';

export { LOADER_FRAME_MS, RESIZE_DEBOUNCE_MS, debounce } from './timing/timing.js';
export type { TimerApi } from './timing/timing.js';

export {
  NEWSLETTER_ALREADY_SUBSCRIBED_STATUS,
  WISHLIST_FETCH_ERROR,
  fetchWishlistProducts,
  postContact,
  postNewsletter,
  removeCartLine,
  submitCartNote,
  submitLocaleSwitch,
  updateCartLine,
} from './effects/api.js';
export type {
  LocaleSwitchSubmission,
  NewsletterOutcome,
  NewsletterSubmission,
  WishlistProduct,
} from './effects/api.js';
export { CART_FORM_INPUT_FIELD, postCartForm } from './effects/cartForm.js';
export type { CartFormAction } from './effects/cartForm.js';
export { browserCookies, readCookie, serializeCookie } from './effects/cookies.js';
export type { CookieJar, CookieWriteOptions } from './effects/cookies.js';
export { browserStorage } from './effects/storage.js';
export type { SyncedStorage } from './effects/storage.js';
export { writeClipboardText } from './effects/clipboard.js';
export { errorMessage, logError } from './effects/log.js';
export { createMemoryCookieJar, createMemoryStorage } from './effects/memory.js';
export type { MemoryCookieJar, MemoryStorage } from './effects/memory.js';

export {
  EMAIL_INVALID,
  FIRST_NAME_INVALID,
  LAST_NAME_INVALID,
  MAX_FIELD_LENGTH,
  isValidEmail,
  isValidName,
} from './validation/validation.js';
export type { FieldErrorCode } from './validation/validation.js';

export { createInspector } from './inspect/createInspector.js';
export { isInspectionRequested } from './inspect/isInspectionRequested.js';
export type { InspectorOptions, MachineInspector } from './inspect/createInspector.js';
