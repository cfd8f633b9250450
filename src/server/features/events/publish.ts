/**
 * Telling people what happened, live: `publish` writes the events in the
 * caller's transaction and NOTIFYs the channel, which PostgreSQL delivers to
 * every listening server process only when that transaction commits — so a
 * rolled-back change is never announced, and nothing is announced early.
 */

import type { LiveEvents, LiveEventType } from '@shared/api-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';

export const LIVE_EVENTS_CHANNEL = 'ajjir_live_events';
/** The first key of the per-user advisory locks below (the second is the user's hash). */
const LIVE_EVENTS_LOCK = 7319002;
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
  await lockStreamsOf(tx, events);
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

/**
 * A user's events must commit in the order of their ids: streams send only ids above the last
 * they sent, and a reconnecting client asks for ids above its Last-Event-ID. Two transactions
 * could otherwise draw ids 10 and 11 and commit 11 first, and 10 would be skipped by every
 * stream (the cluster test saw it, with four messages in flight). So a transaction takes its
 * users' locks before drawing ids and keeps them until it commits: a second one for the same
 * user draws its ids after the first has committed. Users are locked in one order (sorted);
 * later calls in a transaction name the same people (a message, then its notification).
 */
async function lockStreamsOf(tx: Db, events: LiveEventInput[]): Promise<void> {
  const userIds = [...new Set(events.map((event) => event.userId))].sort();
  for (const userId of userIds) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIVE_EVENTS_LOCK}, hashtext(${userId}))`);
  }
}
