import { useRef, useState, type RefObject } from 'react';

/**
 * Builds a component's machine once per mount, with implementations that read the latest props
 * and hooks through `latest`. Building a machine walks its whole definition; doing it in every
 * render (a `.provide()` in the body or in a `useMemo` whose dependencies change) cost the server
 * that walk on every page it rendered (issue 16). `@xstate/react` keeps the first actor anyway.
 */
export function useOnceMachine<Machine, Latest>(
  latestValue: Latest,
  build: (latest: RefObject<Latest>) => Machine,
): Machine {
  const latest = useRef(latestValue);
  latest.current = latestValue;
  const [machine] = useState(() => build(latest));
  return machine;
}
