// Editorial content (rich text, its modules and pictures) renders on the server into the first
// paint of the home page, content pages, product stories and articles, but each module's code
// hydrates from a lazy chunk. Their styles are imported here, from the root route, so they ship in
// the shell's render-blocking stylesheet: loaded with a module's chunk, they arrived after the
// first paint and moved the page.
import './ContentImage.css';
import './PortableBody.css';
import './SimpleText.css';
import './modules.css';
