// The public API of @treize/ui. Every export is named here on purpose, so the API grows only by choice.
import 'react-toastify/ReactToastify.css';
import './themes/treize.css.js';
import './themes/global.css.js';
import './themes/fonts.css.js';
import './themes/public.css.js';

export * from './tokens/index.js';
export { vars } from './themes/contract.css.js';
export { treizeThemeClass } from './themes/treize.css.js';
export { publicTokenProperties } from './themes/public.css.js';
export { container, fullBleed, layoutGrid } from './layout/container.css.js';
export { visuallyHidden } from './styles/visuallyHidden.css.js';

export {
  AnchorLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './link/LinkProvider.js';
export { Link } from './link/Link.js';
export {
  NARROW_NO_BREAK_SPACE,
  frenchPunctuation,
  isFrench,
  labelled,
} from './typography/frenchTypography.js';
export {
  MachineInspectionProvider,
  useMachineInspection,
  type MachineInspectionOptions,
} from './inspection/MachineInspectionProvider.js';

export {
  Icon,
  iconNames,
  iconSizes,
  type IconName,
  type IconProps,
  type IconSize,
} from './components/Icon/Icon.js';
export { Star, starNumbers, type StarNumber, type StarProps } from './components/Icon/Star.js';
export { Loader, type LoaderProps } from './components/Loader/Loader.js';
export {
  Button,
  buttonVariants,
  type ButtonProps,
  type ButtonVariant,
} from './components/Button/Button.js';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.js';
export { Logo, logoVariants, type LogoProps, type LogoVariant } from './components/Logo/Logo.js';
export { Field, type FieldControlProps, type FieldProps } from './components/TextField/Field.js';
export {
  EmailField,
  Textarea,
  TextField,
  textareaRows,
  textFieldTypes,
  type TextareaProps,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField.js';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.js';
export {
  ContactRequestForm,
  contactHoneypotName,
  contactOptionName,
  contactRequestFields,
  type ContactRequestContext,
  type ContactRequestField,
  type ContactRequestFormProps,
  type ContactRequestLabels,
  type ContactRequestOption,
} from './components/ContactRequestForm/ContactRequestForm.js';
export {
  NewsletterSignup,
  newsletterSignupStates,
  newsletterSignupVariants,
  type NewsletterSignupLabels,
  type NewsletterSignupProps,
  type NewsletterSignupState,
  type NewsletterSignupVariant,
} from './components/NewsletterSignup/NewsletterSignup.js';
export {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerTrigger,
  drawerSides,
  type DrawerContentProps,
  type DrawerSide,
} from './components/Drawer/Drawer.js';
export {
  Modal,
  ModalClose,
  ModalContent,
  ModalTrigger,
  type ModalContentProps,
} from './components/Modal/Modal.js';
export {
  compareAtTotal,
  formatMoney,
  hasLowerPrice,
  multiplyMoney,
  type Money,
} from './components/Price/money.js';
export { Price, type PriceProps } from './components/Price/Price.js';
export { AspectImage, type AspectImageProps } from './components/AspectImage/AspectImage.js';
export {
  buildSrcSet,
  responsiveWidths,
  widthParamUrl,
  widthsUpTo,
  type ImageUrlBuilder,
} from './components/AspectImage/srcset.js';
export { Table, type TableProps } from './components/Table/Table.js';
export { BorderedText } from './components/BorderedText/BorderedText.js';
export { CallToAction, type CallToActionProps } from './components/CallToAction/CallToAction.js';
export { Gallery, type GalleryImage, type GalleryProps } from './components/Gallery/Gallery.js';
export {
  ProductGrid,
  productGridColumns,
  type ProductGridColumns,
  type ProductGridProps,
} from './components/ProductGrid/ProductGrid.js';
export { Banner, type BannerProps, type BannerTheme } from './components/Banner/Banner.js';
export {
  Footer,
  footerAlignments,
  type FooterAlignment,
  type FooterGroup,
  type FooterLink,
  type FooterProps,
} from './components/Footer/Footer.js';
export {
  dismissToast,
  showContactToast,
  showToast,
  ToastArea,
  type ToastAreaProps,
} from './components/Toast/Toast.js';
export {
  contactToastOptions,
  shellToastOptions,
  toastDefaults,
  toastKinds,
  type ToastKind,
} from './components/Toast/toastOptions.js';
export { Carousel, carouselOptions, type CarouselProps } from './components/Carousel/Carousel.js';
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './components/Accordion/Accordion.js';
export { Video, type VideoProps } from './components/Video/Video.js';
export {
  CartLine,
  cartLineDefaultLabels,
  cartLineStates,
  type CartLineLabels,
  type CartLineProps,
  type CartLineState,
} from './components/CartLine/CartLine.js';
export {
  EAGER_IMAGE_COUNT,
  ProductCard,
  type ProductCardProps,
  type ProductMedia,
} from './components/ProductCard/ProductCard.js';
export {
  WishlistPanel,
  wishlistPanelDefaultLabels,
  wishlistPanelStates,
  type WishlistPanelLabels,
  type WishlistPanelProps,
  type WishlistPanelState,
} from './components/WishlistPanel/WishlistPanel.js';
export {
  WishlistLine,
  type WishlistItem,
  type WishlistLineLabels,
  type WishlistLineProps,
} from './components/WishlistPanel/WishlistLine.js';
export { renderSubtitle, splitProductTitle } from './components/ProductCard/productTitle.js';
