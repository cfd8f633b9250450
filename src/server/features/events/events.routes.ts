/**
 * GET /api/events: the signed-in user's live events as Server-Sent Events.
 * A reconnecting client sends Last-Event-ID (EventSource does it by itself)
 * and first gets what it missed, from the stored events; then the live ones.
 * A first connection starts with a bare `id:` line, the newest stored id, so
 * that it has a Last-Event-ID to come back with even before its first event.
 * Each connection also starts with the badges (`counts`, without an id).
 * A comment line every SSE_HEARTBEAT_MS keeps proxies from closing the stream.
 * `session.ended` is the stream's last event: its session ended (signed out, password changed or
 * reset elsewhere, blocked, expired; hub.ts), and the page hears why.
 */
import type { ServerResponse } from 'node:http';
import type { SessionEndReason } from '@shared/api-types';
import { LIVE_EVENTS_REPLAY_LIMIT, SSE_HEARTBEAT_MS } from '@shared/constants';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { requireUser, SESSION_COOKIE, sessionIdOf } from '../auth';
import { type StreamedEvent, startLiveHub } from './hub';
import { streamFeed } from './stream-feed';
import { unreadCounts } from './unread-counts';

/** Streams one user may hold open in one process (tabs, devices). */
const MAX_STREAMS_PER_USER = 10;
/** How long a client waits before reconnecting after the stream drops. */
const RECONNECT_AFTER_MS = 3000;

/**
 * `?lastEventId=`, for polyfills that cannot send Last-Event-ID. Whatever else it holds (not a
 * number, or the parameter repeated) is read as no id at all, as before it was declared.
 */
const streamQuery = z.object({
  lastEventId: z
    .string()
    .optional()
    .catch(undefined)
    .describe(
      'The id last seen, when the Last-Event-ID header cannot be sent. Anything but a whole number ≥ 0 is ignored.',
    ),
});

const eventStream = z
  .string()
  .describe(
    'text/event-stream: `retry:`, then the missed events (or a bare `id:` line), the `counts` badges, ' +
      'and each live event as `id:`, `event:` (a key of the live events) and `data:` (its JSON), ' +
      'with `: ping` comments between; `session.ended` is the last.',
  );

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = await startLiveHub(app.database, app.log);
  const open = new Set<ServerResponse>();
  const streamsOf = new Map<string, number>();
  // Streams never end by themselves: close them so that the server can stop.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  app.addHook('onClose', () => hub.close());
  new Gauge({
    name: 'live_event_streams',
    help: 'Live-event streams (GET /api/events) open in this process.',
    registers: [app.metrics],
    collect() {
      this.set(hub.connectionCount());
    },
  });

  app.get(
    '/api/events',
    { config: { longLived: true }, schema: { querystring: streamQuery, response: { 200: eventStream } } },
    async (request, reply) => {
      const user = requireUser(request);
      if ((streamsOf.get(user.id) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new AppError('rate_limited', 'Too many live connections for this account');
      }
      const after = lastEventIdOf(request, request.query.lastEventId);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // nginx and some proxies buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      open.add(response);
      streamsOf.set(user.id, (streamsOf.get(user.id) ?? 0) + 1);

      const feed = streamFeed({
        after: after ?? 0,
        write: (event) => {
          if (response.writableEnded) return;
          response.write(formatEvent(event));
          // The account's sessions are gone (blocked): the page hears why, and the stream ends with them.
          if (event.type === 'session.ended') response.end();
        },
        onReadError: (error) => request.log.error({ err: error }, 'could not read stored live events'),
      });
      const replayMissed = (afterId: number) => missedEvents(app.db, user.id, afterId);
      const markStart = async () => {
        feed.startAfter(await latestEventId(app.db, user.id));
        // An id without data dispatches nothing, but EventSource keeps it as its Last-Event-ID: if this
        // stream drops before any event, the reconnection still replays what came after this point.
        if (!response.writableEnded) response.write(`id: ${feed.lastSentId()}\n\n`);
        return [];
      };
      const endStream = (reason: SessionEndReason) => {
        if (response.writableEnded) return;
        // Without an id: it is about this stream's session, not one of the account's stored events.
        response.write(`event: session.ended\ndata: ${JSON.stringify({ reason })}\n\n`);
        response.end();
      };
      const sessionId = sessionIdOf(request.cookies[SESSION_COOKIE] ?? '');
      const unsubscribe = hub.subscribe(user.id, {
        sessionId,
        onEvent: feed.live,
        // This process's LISTEN was cut off: read back what went by meanwhile.
        onMissed: () => void feed.readStored(replayMissed),
        onSessionEnded: endStream,
      });
      const heartbeat = setInterval(() => response.write(': ping\n\n'), SSE_HEARTBEAT_MS);
      let cleanedUp = false;
      const cleanUp = () => {
        if (cleanedUp) return;
        cleanedUp = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
        const count = (streamsOf.get(user.id) ?? 1) - 1;
        if (count > 0) streamsOf.set(user.id, count);
        else streamsOf.delete(user.id);
      };
      // The client went away, or we ended the stream (session.ended): either way, once.
      request.raw.on('close', cleanUp);
      response.on('finish', cleanUp);

      // The session may have ended between its check by the sessions hook and the subscription above.
      await hub.endStreamsOfEndedSessions({ userId: user.id, reason: 'signed_out' });
      await feed.readStored(after === null ? markStart : replayMissed);
      // The badges as they are now, without an id: it is a snapshot, not part of the replayable stream.
      const counts = await unreadCounts(app.db, user.id).catch(() => null);
      if (counts && !response.writableEnded)
        response.write(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
    },
  );
};

/** The id a reconnecting client last saw: the Last-Event-ID header, or ?lastEventId= (polyfills). */
function lastEventIdOf(request: FastifyRequest, queried: string | undefined): number | null {
  const raw = request.headers['last-event-id'] ?? queried;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The user's newest stored event id (0 when none): a new stream's starting point. */
async function latestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return row?.id ?? 0;
}

function missedEvents(db: Db, userId: string, after: number): Promise<StreamedEvent[]> {
  return db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, after)))
    .orderBy(asc(liveEvents.id))
    .limit(LIVE_EVENTS_REPLAY_LIMIT);
}

/** One event in the wire format: id, event name, and the JSON on one data line. */
export function formatEvent(event: StreamedEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
