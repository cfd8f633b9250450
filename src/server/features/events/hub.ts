/**
 * The live hub of one server process: it LISTENs on the events channel and
 * hands each event to the streams of its user connected to this process.
 * Any process may publish (publish.ts); every process hears every NOTIFY, so
 * a message posted to one server reaches a user connected to another. When
 * the LISTEN connection drops and comes back, NOTIFYs of the gap are lost:
 * every stream is told (`onMissed`) and reads them back from the stored events.
 *
 * A stream belongs to a session. When sessions end (sign-out, a password changed or reset, a block,
 * expiry), a NOTIFY on the sessions channel reaches every process, which asks the database which of
 * its streams' sessions are gone and ends those streams (`onSessionEnded`); the others, such as the
 * one whose session changed the password, go on.
 */

import type { SessionEndReason } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { type EndedSessionsNotice, liveSessionIds, SESSIONS_ENDED_CHANNEL } from '../auth';
import { LIVE_EVENTS_CHANNEL, type LiveEventNotice } from './publish';

export interface StreamedEvent {
  id: number;
  type: string;
  data: unknown;
}

interface Subscriber {
  /** The session the stream was opened with (sessions.ts `sessionIdOf`). */
  sessionId: string;
  onEvent(event: StreamedEvent): void;
  /** Events of the user may have gone by unheard (the LISTEN connection was down). */
  onMissed(): void;
  /** The stream's session is no longer valid: the stream must end. */
  onSessionEnded(reason: SessionEndReason): void;
}

export interface LiveHub {
  /** Tells `subscriber` of each new event of the user; answers the function that stops it. */
  subscribe(userId: string, subscriber: Subscriber): () => void;
  /** Ends the streams of `userId` (or of everyone) whose session no longer signs anyone in. */
  endStreamsOfEndedSessions(notice: EndedSessionsNotice): Promise<void>;
  /** Open streams in this process. */
  connectionCount(): number;
  close(): Promise<void>;
}

export async function startLiveHub(database: Database, log: FastifyBaseLogger): Promise<LiveHub> {
  const listeners = new Map<string, Set<Subscriber>>();

  const deliver = (userId: string, event: StreamedEvent) => {
    for (const listener of listeners.get(userId) ?? []) listener.onEvent(event);
  };

  const onResumed = () => {
    log.warn({ streams: countStreams() }, 'live events: LISTEN is back, open streams catch up');
    for (const own of listeners.values()) for (const listener of own) listener.onMissed();
  };
  const countStreams = () => [...listeners.values()].reduce((total, set) => total + set.size, 0);

  const onNotice = (payload: string) => {
    let notice: LiveEventNotice;
    try {
      notice = JSON.parse(payload) as LiveEventNotice;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'unreadable live event notice');
      return;
    }
    if (!listeners.has(notice.userId)) return; // nobody here for this user
    if (notice.type !== undefined) {
      deliver(notice.userId, { id: notice.id, type: notice.type, data: notice.data });
      return;
    }
    // Too big for the channel: read it back.
    void database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.id, notice.id))
      .then(([row]) => row && deliver(row.userId, { id: row.id, type: row.type, data: row.data }))
      .catch((error: unknown) => log.error({ err: error }, 'could not read a live event'));
  };

  const endStreamsOfEndedSessions = async ({ userId, reason }: EndedSessionsNotice) => {
    const streams =
      userId === undefined
        ? [...listeners.values()].flatMap((own) => [...own])
        : [...(listeners.get(userId) ?? [])];
    if (streams.length === 0) return;
    const live = await liveSessionIds(database.db, [...new Set(streams.map((stream) => stream.sessionId))]);
    for (const stream of streams) if (!live.has(stream.sessionId)) stream.onSessionEnded(reason);
  };
  const checkSessions = (notice: EndedSessionsNotice) => {
    endStreamsOfEndedSessions(notice).catch((error: unknown) =>
      log.error({ err: error }, 'could not check the sessions of live streams'),
    );
  };
  const onSessionsNotice = (payload: string) => {
    try {
      checkSessions(JSON.parse(payload) as EndedSessionsNotice);
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'unreadable sessions notice');
    }
  };

  const stopListening = await database.listen(LIVE_EVENTS_CHANNEL, onNotice, onResumed);
  // Notices missed while the connection was down: check every stream (why is not known then).
  const stopSessions = await database.listen(SESSIONS_ENDED_CHANNEL, onSessionsNotice, () =>
    checkSessions({ reason: 'signed_out' }),
  );
  return {
    endStreamsOfEndedSessions,
    subscribe(userId, listener) {
      const own = listeners.get(userId) ?? new Set<Subscriber>();
      listeners.set(userId, own);
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },
    connectionCount: countStreams,
    // The database may already be gone (shutting down after a failure): nothing left to stop then.
    close: () =>
      Promise.all([stopListening(), stopSessions()]).then(
        () => {},
        () => {},
      ),
  };
}
