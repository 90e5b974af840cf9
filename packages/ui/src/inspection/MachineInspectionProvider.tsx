import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/** The options `useMachine`/`useActorRef` take to report an actor to an inspector. */
export interface MachineInspectionOptions {
  inspect?: Observer<InspectionEvent>;
}

const InspectionContext = /* @__PURE__ */ createContext<Observer<InspectionEvent> | undefined>(
  undefined,
);

/**
 * Hands the page's inspector (the storefront's QA panel) to the machines the ui
 * components run themselves (accordion, video), which the page cannot reach otherwise. Without a
 * provider, or with no inspector, the components run uninspected.
 */
export function MachineInspectionProvider({
  inspect,
  children,
}: {
  inspect: Observer<InspectionEvent> | undefined;
  children: ReactNode;
}) {
  return <InspectionContext.Provider value={inspect}>{children}</InspectionContext.Provider>;
}

/** Options to spread into `useMachine`/`useActorRef`: the provided inspector, if any. */
export function useMachineInspection(): MachineInspectionOptions {
  const inspect = useContext(InspectionContext);
  return inspect ? { inspect } : {};
}
