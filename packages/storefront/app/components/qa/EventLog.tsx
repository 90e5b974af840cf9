import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../lib/qa/actorRegistry';
import { formatTime } from './formatValue';
import * as styles from './QaPanel.css';

/** Every event and transition of the page's actors, newest at the bottom, kept in view. */
export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  const list = useRef<HTMLOListElement>(null);
  const last = entries.at(-1)?.seq;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <section className={styles.log} aria-labelledby="qa-log-title">
      <h3 id="qa-log-title" className={styles.heading}>
        Log
      </h3>
      {/* Focusable so a keyboard user can scroll it. */}
      <ol
        ref={list}
        className={styles.logList}
        data-slot="qa-log"
        tabIndex={0}
        aria-label="Events and transitions"
      >
        {entries.map((entry) => (
          <li key={entry.seq} data-kind={entry.kind} data-actor={entry.actorName}>
            <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>{' '}
            <span className={styles.strong}>{entry.actorName}</span>{' '}
            <span className={styles.logKind}>{entry.kind === 'event' ? 'event' : 'state'}</span>{' '}
            <code>{entry.text}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
