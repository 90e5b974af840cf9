import { isInspectionRequested } from '@treize/machines/inspection-request';
import type { InspectionEvent, Observer } from 'xstate';
import { tabStorage } from './tabStorage';

/** Remembers the `?inspect` choice for the tab, so it survives full page loads (forms without JS). */
const SESSION_KEY = 'treize:inspect';

/** The options `useMachine` takes to stream an actor to the Stately inspector. */
export interface InspectionOptions {
  inspect?: Observer<InspectionEvent>;
}

/** Loads the inspector code (only ever in the browser, only when QA asked for it). */
export type InspectorLoader = () => Promise<Observer<InspectionEvent> & { start?(): void }>;

/** Where inspection goes: the QA panel inside the page, or the hosted Stately inspector. */
export type InspectionMode = 'panel' | 'stately';

const loaders: Record<InspectionMode, InspectorLoader> = {
  // The hosted window needs the internet; `?inspect=stately` keeps it for those online.
  stately: async () => {
    const { createInspector } = await import('@treize/machines/inspect');
    return createInspector();
  },
  // The offline panel: its code is a separate chunk, fetched only here.
  panel: async () => {
    const { mountQaPanel } = await import('../../components/qa/mountQaPanel');
    return mountQaPanel();
  },
};

/** The `<meta>` the server renders when the QA inspector is allowed (see `qaInspector` in env.server). */
export const QA_INSPECTOR_META = 'treize-qa-inspector';

function inspectorAllowed(): boolean {
  return (
    document.querySelector(`meta[name="${QA_INSPECTOR_META}"]`)?.getAttribute('content') === 'on'
  );
}

let relay: Observer<InspectionEvent> | undefined;

/** Remembers nothing: the tab's choice then lasts one page. */
const FORGETFUL: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * Which inspection this tab asked for: `?inspect` opens the QA panel, `?inspect=stately` the hosted
 * Stately inspector, `?inspect=0` (or `false`) neither; without the flag, the tab keeps its last
 * choice.
 */
export function requestedInspection(
  url: URL,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): InspectionMode | undefined {
  if (url.searchParams.has('inspect')) {
    if (!isInspectionRequested(url)) {
      storage.removeItem(SESSION_KEY);
      return undefined;
    }
    const mode: InspectionMode =
      url.searchParams.get('inspect')?.toLowerCase() === 'stately' ? 'stately' : 'panel';
    storage.setItem(SESSION_KEY, mode);
    return mode;
  }
  const kept = storage.getItem(SESSION_KEY);
  // '1' is what tabs stored before the panel existed: they meant "inspect", now the panel.
  if (kept === 'stately') return 'stately';
  return kept === 'panel' || kept === '1' ? 'panel' : undefined;
}

/** Whether this tab asked for any inspection (see {@link requestedInspection}). */
export function wantsInspection(
  url: URL,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  return requestedInspection(url, storage) !== undefined;
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
 * streams to the QA panel (or, with `?inspect=stately`, the Stately inspector) when QA opened the
 * shop with `?inspect` and the server allows it; nothing otherwise, and nothing on
 * the server. A machine only has to pass these options to appear in the panel.
 */
export function machineInspection(): InspectionOptions {
  if (typeof window === 'undefined') return {};
  if (!relay) {
    if (!inspectorAllowed()) return {};
    const mode = requestedInspection(new URL(window.location.href), tabStorage() ?? FORGETFUL);
    if (!mode) return {};
    relay = createInspectionRelay(loaders[mode]);
  }
  return { inspect: relay };
}
