import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/** Options of {@link createInspector}: where the Stately inspector lives, and an iframe to use instead of a pop-up. */
export interface InspectorOptions {
  /** Inspector page; defaults to `https://stately.ai/inspect`. */
  url?: string;
  /** Render the inspector in this iframe instead of opening a window. */
  iframe?: HTMLIFrameElement | null;
}

/**
 * An observer for `createActor(machine, { inspect })` that streams every event, transition and
 * snapshot to the Stately inspector, plus `stop()` when QA is done.
 */
export interface MachineInspector extends Observer<InspectionEvent> {
  next(event: InspectionEvent): void;
  start(): void;
  stop(): void;
}

const noOpInspector: MachineInspector = {
  next: () => undefined,
  start: () => undefined,
  stop: () => undefined,
};

/**
 * Wires `@statelyai/inspect` into any actor, opt-in for QA:
 * `createActor(cartDrawerMachine, { inspect: createInspector() })`. Opens the inspector window
 * (or the given iframe) in the browser; outside a browser it returns an inspector that does nothing.
 */
export function createInspector(options: InspectorOptions = {}): MachineInspector {
  if (typeof window === 'undefined') return noOpInspector;
  const inspector = createBrowserInspector({
    ...(options.url ? { url: options.url } : {}),
    // Without an iframe (null, the inspector's own default), it opens a window.
    iframe: options.iframe ?? null,
  });
  const observer = inspector.inspect;
  return {
    next: (event) => observer.next?.(event),
    start: () => inspector.start(),
    stop: () => inspector.stop(),
  };
}

export { isInspectionRequested } from './isInspectionRequested.js';
