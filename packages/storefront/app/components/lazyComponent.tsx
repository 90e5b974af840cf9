import {
  Suspense,
  lazy,
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { holdHydrationMark } from '../lib/loading/hydrationMark';
import { whenLoadedAndIdle } from '../lib/actors/whenIdle';

/** Loads of every lazy component, started when its module is evaluated on the server. */
const serverLoads: Promise<void>[] = [];

/** A component whose code is fetched after the first load in the browser. */
export type LazyComponent<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * `React.lazy` that still server-renders in place: on the server the code is loaded when the
 * module is evaluated and awaited before the first render ({@link lazyComponentsReady}), so the
 * HTML always holds the content itself, never a fallback streamed later that a visitor without
 * JavaScript could not swap in. In the browser the server HTML stays as it is until the code
 * arrives, then hydrates.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  /** The loaded component, telling the hydration mark once React has taken its HTML over. */
  function Hydrated({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    const Component = loaded!;
    return <Component {...props} />;
  }
  const Deferred = lazy(() => preload().then(() => ({ default: Hydrated })));
  function Lazy(props: P) {
    // Chosen once per mount: switching from `Deferred` to `loaded` on a later render would be a new
    // component type to React, which would unmount the hydrated subtree and mount a fresh one (a
    // shopper's open select or typed text lost, the DOM replaced under them).
    const [Component] = useState(() => loaded);
    // A ref, not state: a new prop on a part React has not hydrated yet would make it drop the
    // server HTML and render the (empty) fallback instead.
    const hold = useRef<{ release?: () => void; hydrated: boolean }>({ hydrated: false });
    const [onHydrated] = useState(() => () => {
      hold.current.hydrated = true;
      hold.current.release?.();
    });
    // Before the root's own effect, so `<html data-hydrated>` waits for this island.
    useLayoutEffect(() => {
      if (Component || hold.current.hydrated) return;
      const release = holdHydrationMark();
      hold.current.release = release;
      return release;
    }, [Component]);
    return (
      <Suspense fallback={null}>
        {Component ? <Component {...props} /> : <Deferred props={props} onHydrated={onHydrated} />}
      </Suspense>
    );
  }
  // Memoised: a parent that renders again (the router's state, a provider) while the island still
  // waits for its code would hand its Suspense boundary new props, and React then drops the
  // server HTML for the empty fallback until the code arrives.
  const Island = memo(Lazy) as unknown as LazyComponent<P>;
  Island.preload = preload;
  if (import.meta.env.SSR) serverLoads.push(preload());
  return Island;
}

/**
 * Fetches code the page will likely need soon (a drawer's) once the page has loaded and the browser
 * is idle, so the first open does not wait for the network, yet it is not part of the first load.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenLoadedAndIdle(() => void load()), [load]);
}

/**
 * Resolves once every lazy component's code is loaded on the server (entry.server awaits it),
 * including those that a lazily loaded module declares as it evaluates (a content module inside
 * the lazy body): they join the list while the first loads are under way.
 */
export async function lazyComponentsReady(): Promise<void> {
  let awaited = 0;
  while (awaited < serverLoads.length) {
    awaited = serverLoads.length;
    await Promise.all(serverLoads);
  }
}
