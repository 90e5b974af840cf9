import { Button } from '@treize/ui';
import { CustomEventForm } from '@treize/ui/qa';
import { useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { acceptedEvents, isMachineActor } from '../../lib/qa/acceptedEvents';
import { actorName, type ActorRegistry } from '../../lib/qa/actorRegistry';
import { fireNow, pendingTimers } from '../../lib/qa/pendingTimers';
import { formatValue } from './formatValue';
import * as styles from './QaPanel.css';

/** The last payload this actor received for an event type, to start the editor from real data. */
function lastPayload(registry: ActorRegistry, actor: AnyActorRef, type: string): string {
  const entries = registry.entries();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.kind === 'event' && entry.event?.type === type && entry.actorRef === actor) {
      return JSON.stringify(entry.event);
    }
  }
  return JSON.stringify({ type });
}

/** One actor: its state, context, the events it takes now, its pending timers. */
export function ActorDetails({ actor, registry }: { actor: AnyActorRef; registry: ActorRegistry }) {
  const [editing, setEditing] = useState<{ type: string; initial: string }>();
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const machine = isMachineActor(actor);
  const events = acceptedEvents(actor);
  const timers = pendingTimers(actor);
  const headingId = `qa-actor-${actor.sessionId}`;

  return (
    <section aria-labelledby={headingId} data-slot="qa-actor">
      <h3 id={headingId} className={styles.heading}>
        {actorName(actor)} <span className={styles.muted}>{actor.sessionId}</span>
      </h3>
      <dl className={styles.facts}>
        <dt>State</dt>
        <dd data-slot="qa-actor-state">
          <code>{machine ? formatValue(snapshot.value) : snapshot.status}</code>
        </dd>
        <dt>Context</dt>
        <dd>
          <pre className={styles.pre} data-slot="qa-actor-context">
            {formatValue(machine ? snapshot.context : snapshot.output)}
          </pre>
        </dd>
      </dl>

      <h4 className={styles.subheading}>Events accepted now</h4>
      {events.length === 0 ? (
        <p className={styles.muted}>None in this state.</p>
      ) : (
        <ul className={styles.chips} data-slot="qa-events">
          {events.map(({ type, enabled }) => (
            <li key={type}>
              <Button
                variant="secondary"
                disabled={!enabled}
                title={enabled ? undefined : 'A guard refuses it as is: send it with data below.'}
                onClick={() => actor.send({ type })}
                data-slot="qa-send-event"
              >
                {type}
              </Button>
              <Button
                variant="ghost"
                aria-label={`Edit ${type} with data`}
                onClick={() => setEditing({ type, initial: lastPayload(registry, actor, type) })}
              >
                {'{…}'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {machine && editing ? (
        <CustomEventForm
          key={`${actor.sessionId}:${editing.type}:${editing.initial}`}
          actor={actor}
          snapshot={snapshot}
          initial={editing.initial}
        />
      ) : null}

      <h4 className={styles.subheading}>Pending timers</h4>
      {timers.length === 0 ? (
        <p className={styles.muted}>No delayed transition is waiting.</p>
      ) : (
        <ul className={styles.chips} data-slot="qa-timers">
          {timers.map((timer) => (
            <li key={timer.id} data-slot="qa-timer" data-delay={timer.delayName}>
              <span>
                <strong>{timer.delayName}</strong> {timer.delay} ms · {timer.remaining} ms left
              </span>
              <Button
                variant="secondary"
                aria-label={`Fire ${timer.delayName} now`}
                onClick={() => {
                  fireNow(actor, timer.id);
                  registry.changed();
                }}
              >
                Fire now
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
