/**
 * Telling people what happened, live: `publish` writes the events in the
 * caller's transaction and NOTIFYs the channel, which PostgreSQL delivers to
 * every listening server process only when that transaction commits — so a
 * rolled-back change is never announced, and nothing is announced early.
 */
import { sql } from 'drizzle-orm';
import type { LiveEvents, LiveEventType } from '../../../shared/api-types';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';

export const LIVE_EVENTS_CHANNEL = 'ajjir_live_events';
/** NOTIFY payloads must stay under 8000 bytes; a bigger event travels by id and is read back. */
const MAX_INLINE_PAYLOAD_BYTES = 7000;

export interface LiveEventInput<T extends LiveEventType = LiveEventType> {
  userId: string;
  type: T;
  data: LiveEvents[T];
}

/** What travels on the channel: the stored event, or only its id and user when it is large. */
export interface LiveEventNotice {
  id: number;
  userId: string;
  type?: LiveEventType;
  data?: unknown;
}

/** One event for one user, typed by its name. */
export function liveEvent<T extends LiveEventType>(
  userId: string,
  type: T,
  data: LiveEvents[T],
): LiveEventInput<T> {
  return { userId, type, data };
}

export async function publish(tx: Db, events: LiveEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(events.map((event) => ({ userId: event.userId, type: event.type, data: event.data })))
    .returning({
      id: liveEvents.id,
      userId: liveEvents.userId,
      type: liveEvents.type,
      data: liveEvents.data,
    });
  for (const row of rows) {
    const full = JSON.stringify({ id: row.id, userId: row.userId, type: row.type, data: row.data });
    const notice =
      Buffer.byteLength(full) <= MAX_INLINE_PAYLOAD_BYTES
        ? full
        : JSON.stringify({ id: row.id, userId: row.userId });
    await tx.execute(sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${notice})`);
  }
}
