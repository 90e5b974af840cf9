// The editorial body renders on the server into the first paint, but its renderer hydrates from a
// lazy chunk (LazyPortableBody). A route that shows a body imports this file, so the body's styles
// ship in that route's own stylesheet rather than with the lazy chunk: the first frame already
// shows them styled.
import './ContentImage.css';
import './modules.css';
import './PortableBody.css';
import './SimpleText.css';
