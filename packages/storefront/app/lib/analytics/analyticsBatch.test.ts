import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from './analyticsBatch';

const event = {
  schema_id: 'trekkie_storefront_page_view/1.4',
  payload: { path: '/' },
  metadata: { event_created_at_ms: 1 },
};

function batch(events: unknown[], sentAt: unknown = 2) {
  return { events, metadata: { event_sent_at_ms: sentAt } };
}

describe('the analytics batch a page may send (behaviour §7)', () => {
  it('accepts from one to fifty events with their sent-at time', () => {
    expect(analyticsBatchSchema.safeParse(batch([event])).success).toBe(true);
    expect(analyticsBatchSchema.safeParse(batch([event, event])).success).toBe(true);
    expect(analyticsBatchSchema.safeParse(batch(Array(50).fill(event))).success).toBe(true);
    expect(analyticsBatchSchema.safeParse(batch([event], 0)).success).toBe(true);
  });

  it('refuses an empty batch and one of more than fifty events', () => {
    expect(analyticsBatchSchema.safeParse(batch([])).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(batch(Array(51).fill(event))).success).toBe(false);
  });

  it('refuses a sent-at or created-at time that is negative, fractional or missing', () => {
    for (const sentAt of [-1, 1.5, '2']) {
      expect(analyticsBatchSchema.safeParse(batch([event], sentAt)).success).toBe(false);
    }
    expect(analyticsBatchSchema.safeParse({ events: [event], metadata: {} }).success).toBe(false);
    for (const createdAt of [-1, 1.5, undefined]) {
      const odd = { ...event, metadata: { event_created_at_ms: createdAt } };
      expect(analyticsBatchSchema.safeParse(batch([odd])).success).toBe(false);
    }
  });

  it('refuses an event without a schema id, with one over 200 characters, or without a payload object', () => {
    expect(analyticsBatchSchema.safeParse(batch([{ ...event, schema_id: '' }])).success).toBe(
      false,
    );
    const longest = { ...event, schema_id: 's'.repeat(200) };
    expect(analyticsBatchSchema.safeParse(batch([longest])).success).toBe(true);
    const tooLong = { ...event, schema_id: 's'.repeat(201) };
    expect(analyticsBatchSchema.safeParse(batch([tooLong])).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(batch([{ ...event, payload: 'x' }])).success).toBe(false);
  });
});
