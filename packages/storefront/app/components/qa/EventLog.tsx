import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../lib/qa/actorRegistry';
import { formatTime } from './formatValue';

/** Every event and transition of the page's actors, newest at the bottom, kept in view. */
export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  const list = useRef<HTMLOListElement>(null);
  const last = entries.at(-1)?.seq;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <section className="qa-panel__log" aria-labelledby="qa-log-title">
      <h3 id="qa-log-title" className="qa-panel__heading">
        Log
      </h3>
      {/* Focusable so a keyboard user can scroll it. */}
      <ol
        ref={list}
        className="qa-panel__log-list"
        data-slot="qa-log"
        tabIndex={0}
        aria-label="Events and transitions"
      >
        {entries.map((entry) => (
          <li key={entry.seq} data-kind={entry.kind} data-actor={entry.actorName}>
            <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>{' '}
            <span className="qa-panel__log-actor">{entry.actorName}</span>{' '}
            <span className="qa-panel__log-kind">{entry.kind === 'event' ? 'event' : 'state'}</span>{' '}
            <code>{entry.text}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
