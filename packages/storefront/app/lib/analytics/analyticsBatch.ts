import { z } from '../zod';

/** The shop host's analytics path (Shopify's "monorail" batch endpoint, behaviour §7). */
export const ANALYTICS_BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** A page sends one or two events per navigation; 50 leaves room and bounds the work. */
export const MAX_EVENTS_PER_BATCH = 50;

/** One event as `@shopify/hydrogen-react` builds it: a schema id, its payload, when it happened. */
const analyticsEventSchema = z.object({
  schema_id: z.string().min(1).max(200),
  payload: z.record(z.string(), z.unknown()),
  metadata: z.object({ event_created_at_ms: z.number().int().nonnegative() }),
});

/** The text/plain JSON batch of behaviour §7: the events plus the time they were sent. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  metadata: z.object({ event_sent_at_ms: z.number().int().nonnegative() }),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The answer of the batch endpoint: one result per event. */
export interface AnalyticsBatchResult {
  result?: { status: number; message?: string }[];
}
