import { lazyComponent } from '../lazyComponent';

/**
 * The design system's video (public API unchanged), hydrated from its own chunk: its visibility
 * machine and XState are not in the page's first load. The server HTML (poster, muted
 * video) is on screen meanwhile.
 */
export const LazyVideo = lazyComponent(() => import('./videoCode').then((module) => module.Video));
