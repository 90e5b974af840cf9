// The buying column renders on the server into the product page's first paint, but hydrates from
// a lazy chunk (LazyProductDetails). The root route imports this file, so the column's styles ship
// in the shell's stylesheet rather than with that chunk: the first frame shows them styled.
import './CopyLinkButton.css';
import './ProductOptions.css';
import './ProductPage.css';
import './ProductTitle.css';
