// The frame's islands (header, notices, drawers) render on the server into every page's first
// paint, but their code hydrates from a lazy chunk. Their styles are imported here, from the root
// route, so they ship in the root's render-blocking stylesheet rather than with that chunk: the
// first frame already shows them styled.
import '../button.css';
import '../cart/Cart.css';
import '../consent/PrivacyNotice.css';
import '../locale/LocaleSwitcherError.css';
import '../wishlist/Wishlist.css';
