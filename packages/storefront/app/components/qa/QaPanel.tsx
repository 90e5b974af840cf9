import { Button, mediaQueries } from '@treize/ui';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnyActorRef } from 'xstate';
import { actorName, type ActorRegistry } from '../../lib/qa/actorRegistry';
import { isMachineActor } from '../../lib/qa/acceptedEvents';
import { pendingTimers } from '../../lib/qa/pendingTimers';
import { tabStorage } from '../../lib/qa/tabStorage';
import { ActorDetails } from './ActorDetails';
import { EventLog } from './EventLog';
import { formatValue } from './formatValue';
import { useCollapseOverDrawers } from './useCollapseOverDrawers';
import * as styles from './QaPanel.css';

/** Remembers for the tab whether QA collapsed the panel, across navigations and reloads. */
export const PANEL_STATE_KEY = 'treize:qa-panel';
/** Where the panel starts collapsed to its bar: phones, whose screen it would otherwise share. */
export const PHONE_QUERY = mediaQueries.belowTablet;
/** The panel's height, on `<html>`: the shop's drawers and scrolling end above it (QaPanel.css.ts). */
export const PANEL_HEIGHT_PROPERTY = '--qa-panel-height';
/** How often time left on pending timers is redrawn. */
const TIMER_REFRESH_MS = 100;

type PanelStorage = Pick<Storage, 'getItem' | 'setItem'>;

function stateOf(actor: AnyActorRef): string {
  const snapshot = actor.getSnapshot() as { value?: unknown; status: string };
  return isMachineActor(actor) ? formatValue(snapshot.value) : snapshot.status;
}

/** Redraws while a timer counts down, so "time left" is live. */
function useTimerClock(active: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const interval = window.setInterval(() => setTick((n) => n + 1), TIMER_REFRESH_MS);
    return () => window.clearInterval(interval);
  }, [active]);
}

/**
 * Leaves room under the shop for the docked panel, so nothing of the page is out of reach: the
 * page scrolls further, and the drawers (whose checkout sits at their foot) end above the panel.
 */
function useReserveSpace(panel: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      root.style.setProperty(PANEL_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      root.style.removeProperty(PANEL_HEIGHT_PROPERTY);
    };
  }, [panel]);
}

/**
 * Open unless QA collapsed it in this tab; on a phone, collapsed until QA opens it, so a first
 * look at the shop is the shop.
 */
function initiallyOpen(storage: PanelStorage | undefined): boolean {
  const kept = storage?.getItem(PANEL_STATE_KEY);
  if (kept) return kept !== 'collapsed';
  const onPhone = typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches;
  return !onPhone;
}

/**
 * The offline QA inspector: docked at the bottom of the page, it lists the page's live
 * actors, shows the chosen one's state, context, accepted events and pending timers, and logs
 * every event and transition. Collapses to a bar so the shop stays usable; on a phone it is a
 * bottom sheet that starts collapsed, and the shop's drawers end above it whatever its height.
 */
export function QaPanel({
  registry,
  storage = typeof window === 'undefined' ? undefined : tabStorage(),
}: {
  registry: ActorRegistry;
  storage?: PanelStorage;
}) {
  useSyncExternalStore(registry.subscribe, registry.getVersion, registry.getVersion);
  const [open, setOpen] = useState(() => initiallyOpen(storage));
  const [selectedId, setSelectedId] = useState<string>();
  const panel = useRef<HTMLElement>(null);
  useReserveSpace(panel);
  // Folded for this drawer only: what QA chose for the tab stays as it was.
  useCollapseOverDrawers(useCallback(() => setOpen(false), []));

  const actors = registry.liveActors();
  const selected = actors.find((actor) => actor.sessionId === selectedId) ?? actors[0];
  useTimerClock(open && actors.some((actor) => pendingTimers(actor).length > 0));

  const toggle = () => {
    setOpen(!open);
    storage?.setItem(PANEL_STATE_KEY, open ? 'collapsed' : 'open');
  };

  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby="qa-panel-title"
      data-slot="qa-panel"
      data-open={open}
    >
      <header className={styles.bar}>
        <h2 id="qa-panel-title" className={styles.title}>
          QA inspector
        </h2>
        <span className={styles.muted} data-slot="qa-actor-count">
          {actors.length} live {actors.length === 1 ? 'actor' : 'actors'}
        </span>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="qa-panel-body"
          onClick={toggle}
          data-slot="qa-panel-toggle"
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </header>
      <div id="qa-panel-body" className={styles.body} hidden={!open}>
        {open ? (
          <>
            <nav className={styles.actors} aria-label="Live actors">
              <ul className={styles.actorList} data-slot="qa-actors">
                {actors.map((actor) => (
                  <li key={actor.sessionId}>
                    <button
                      type="button"
                      className={styles.actor}
                      aria-pressed={actor === selected}
                      onClick={() => setSelectedId(actor.sessionId)}
                      data-actor={actorName(actor)}
                    >
                      <span className={styles.strong}>{actorName(actor)}</span>
                      <code className={styles.actorState}>{stateOf(actor)}</code>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {selected ? (
              <ActorDetails key={selected.sessionId} actor={selected} registry={registry} />
            ) : (
              <p className={styles.muted}>No machine is running on this page.</p>
            )}
            <EventLog entries={registry.entries()} />
          </>
        ) : null}
      </div>
    </section>
  );
}
