import { Suspense, lazy, type ComponentProps } from 'react';
import type { PortableBody } from './PortableBody';

const Body = lazy(() => import('./PortableBody').then((module) => ({ default: module.PortableBody })));

/**
 * The editorial body, server-rendered like any content, whose renderer (Portable Text, the 8
 * modules) reaches the browser after the first load and then hydrates it (issue 6: first-load JS).
 */
export function LazyPortableBody(props: ComponentProps<typeof PortableBody>) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
