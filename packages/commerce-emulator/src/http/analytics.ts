import type Database from 'better-sqlite3';
import { HttpError } from './respond.js';

/**
 * The Shopify analytics (monorail) batch sink: records what the storefront sends, so tests can
 * prove that nothing is sent without consent (behaviour §4 "Consent and notices", §7 analytics batch).
 */
export class AnalyticsSink {
  private readonly insert;
  private readonly list;
  private readonly clear;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare('INSERT INTO analytics_events (received_at, event) VALUES (?, ?)');
    this.list = db.prepare('SELECT event FROM analytics_events ORDER BY id').pluck();
    this.clear = db.prepare('DELETE FROM analytics_events');
  }

  /** Records a batch `{events: [...], metadata}` and answers one result per event. */
  record(text: string): { result: { status: number; message: string }[] } {
    let batch: unknown;
    try {
      batch = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The batch is not valid JSON.', {
        result: [{ status: 400, message: 'The batch is not valid JSON.' }],
      });
    }
    const events = (batch as { events?: unknown } | null)?.events;
    if (!Array.isArray(events)) {
      const message = 'The batch must be a JSON object with an "events" array.';
      throw new HttpError(400, message, { result: [{ status: 400, message }] });
    }
    const now = new Date().toISOString();
    this.db.transaction(() => {
      for (const event of events) this.insert.run(now, JSON.stringify(event));
    })();
    return { result: events.map(() => ({ status: 200, message: 'ok' })) };
  }

  events(): unknown[] {
    return (this.list.all() as string[]).map((e) => JSON.parse(e) as unknown);
  }

  reset(): void {
    this.clear.run();
  }
}
