// The frame's islands (header, notices, drawers) render on the server into every page's first
// paint, but their code hydrates from a lazy chunk. Their styles are imported here, from the root
// route, so they ship in the shell's one render-blocking stylesheet rather than with that chunk:
// the first frame already shows them styled.
import '../button.css';
import '../cart/Cart.css';
import '../consent/PrivacyNotice.css';
import '../locale/LocaleSwitcher.css';
import '../forms/ReturnedFormMessage.css';
import '../wishlist/Wishlist.css';
import './Footer.css';
import './PreviewBadge.css';
import './MenuLinks.css';
import './Header.css';
import './DesktopNavigationGroup.css';
import '../content/ContentLink.css';
// Most pages' title style: one copy in the shell's sheet rather than one in each route's.
import '../pageTitle.css';
