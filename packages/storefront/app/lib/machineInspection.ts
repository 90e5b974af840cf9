import { isInspectionRequested } from '@treize/machines';
import type { InspectionEvent, Observer } from 'xstate';

/** Remembers the `?inspect` choice for the tab, so it survives full page loads (forms without JS). */
const SESSION_KEY = 'treize:inspect';

/** The options `useMachine` takes to stream an actor to the Stately inspector. */
export interface InspectionOptions {
  inspect?: Observer<InspectionEvent>;
}

/** Loads the inspector code (only ever in the browser, only when QA asked for it). */
export type InspectorLoader = () => Promise<Observer<InspectionEvent> & { start?(): void }>;

const loadInspector: InspectorLoader = async () => {
  const { createInspector } = await import('@treize/machines/inspect');
  return createInspector();
};

let relay: Observer<InspectionEvent> | undefined;

/**
 * Whether this tab asked for inspection: `?inspect` turns it on, `?inspect=0` (or `false`) off;
 * without the flag, the tab keeps its last choice.
 */
export function wantsInspection(
  url: URL,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  if (url.searchParams.has('inspect')) {
    const on = isInspectionRequested(url);
    if (on) storage.setItem(SESSION_KEY, '1');
    else storage.removeItem(SESSION_KEY);
    return on;
  }
  return storage.getItem(SESSION_KEY) === '1';
}

/**
 * An observer that holds inspection events until the inspector's code has loaded, then forwards
 * them all: actors are created synchronously on the first render, the inspector arrives later.
 */
export function createInspectionRelay(load: InspectorLoader): Observer<InspectionEvent> {
  const pending: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | undefined;
  void load().then((inspector) => {
    inspector.start?.();
    target = inspector;
    for (const event of pending.splice(0)) target.next?.(event);
  });
  return {
    next(event) {
      if (target) target.next?.(event);
      else pending.push(event);
    },
  };
}

/**
 * Options for `useMachine(machine, { ...machineInspection(), input })`: every machine of the page
 * streams to one Stately inspector when QA opened the shop with `?inspect` (issue 4, opt-in);
 * nothing otherwise, and nothing on the server.
 */
export function machineInspection(): InspectionOptions {
  if (typeof window === 'undefined') return {};
  if (!relay) {
    if (!wantsInspection(new URL(window.location.href), window.sessionStorage)) return {};
    relay = createInspectionRelay(loadInspector);
  }
  return { inspect: relay };
}
