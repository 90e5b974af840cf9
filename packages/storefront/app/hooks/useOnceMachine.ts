import { useRef, useState, type RefObject } from 'react';

/**
 * Builds a component's machine once per mount, with implementations that read the latest props
 * and hooks through `latest`. Building a machine walks its whole definition; doing it in every
 * render (a `.provide()` in the body or in a `useMemo` whose dependencies change) cost the server
 * that walk on every page it rendered. `@xstate/react` keeps the first actor anyway.
 */
export function useOnceMachine<Machine, Latest>(
  latestValue: Latest,
  base: Machine,
  build: (latest: RefObject<Latest>) => Machine,
): Machine {
  const latest = useRef(latestValue);
  latest.current = latestValue;
  // The server renders a machine's first state and never runs its actors or actions, so the
  // machine as defined renders the same HTML; each request is a mount there, and skipping the
  // walk saved it on every page.
  const [machine] = useState(() => (import.meta.env.SSR ? base : build(latest)));
  return machine;
}
