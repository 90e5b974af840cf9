// The public API of @treize/ui. Every export is named here on purpose (STYLE.md, Braid).
import 'react-toastify/ReactToastify.css';
import './themes/treize.css.js';
import './themes/global.css.js';

export * from './tokens/index.js';
export { vars } from './themes/contract.css.js';
export { treizeThemeClass } from './themes/treize.css.js';
export { responsiveStyle } from './themes/responsiveStyle.js';

export { AnchorLink, LinkProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './link/LinkProvider.js';
export { Link } from './link/Link.js';

export { Icon, iconNames, iconSizes, type IconName, type IconProps, type IconSize } from './components/Icon/Icon.js';
export { Star, starNumbers, type StarNumber, type StarProps } from './components/Icon/Star.js';
export { Loader, type LoaderProps } from './components/Loader/Loader.js';
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './components/Button/Button.js';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.js';
export { Logo, logoVariants, type LogoProps, type LogoVariant } from './components/Logo/Logo.js';
