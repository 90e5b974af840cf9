import { lazyComponent } from '../lazyComponent';

/**
 * The editorial body, server-rendered like any content, whose renderer (Portable Text, the 8
 * modules) reaches the browser after the first load and then hydrates it (first-load JS).
 */
export const LazyPortableBody = lazyComponent(() =>
  import('./PortableBody').then((module) => module.PortableBody),
);
