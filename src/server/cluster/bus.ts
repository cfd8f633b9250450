/**
 * The cluster bus: small messages from one server process to the others
 * (docs/decisions/0026-shared-state-across-processes.md). PostgreSQL NOTIFY/LISTEN by default,
 * Redis pub/sub when REDIS_URL is set.
 *
 * Delivery is at most once, to the processes listening at that moment: a message sent while a
 * listener's connection is down is lost, and the subscriber is told when its connection is back
 * (`onResumed`) so that it can make up for what it may have missed (the read cache empties itself).
 * What must not be lost (live events) is stored and NOTIFYed in its transaction instead
 * (features/events).
 *
 * Each message carries its sender, and a bus never hands a process its own messages: the process
 * has already done what it announced.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { RedisConnections } from './redis';

export interface ClusterBus {
  /** Sends `message` to the other processes subscribed to `channel`. */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls `onMessage` with each message another process sends on `channel`, and `onResumed` when
   * the subscription is back after its connection dropped (messages sent meanwhile were lost).
   * Answers the function that stops.
   */
  subscribe(
    channel: string,
    onMessage: (message: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  /** Waits for the messages being sent, then stops every subscription. */
  close(): Promise<void>;
}

/** NOTIFY takes at most 8000 bytes; the envelope and a margin leave this much for the message. */
export const MAX_MESSAGE_BYTES = 7_000;

/** How a bus moves its envelopes: NOTIFY/LISTEN or Redis pub/sub. */
interface Transport {
  send(channel: string, payload: string): Promise<void>;
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed: () => void,
  ): Promise<() => Promise<void>>;
}

/** What travels: the message and who sent it. */
interface Envelope {
  from: string;
  message: string;
}

/** PostgreSQL NOTIFY/LISTEN on the app's database (in-process on PGlite, which has only one process). */
export function postgresBus(database: Database, log: FastifyBaseLogger): ClusterBus {
  return busOver(
    {
      send: async (channel, payload) => {
        await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
      },
      listen: (channel, onPayload, onResumed) => database.listen(channel, onPayload, onResumed),
    },
    log,
  );
}

/**
 * Redis pub/sub: PUBLISH on the command connection, SUBSCRIBE on the subscriber connection.
 * NOTIFY reaches only the sessions of one database; Redis channels are global, so each is named
 * after the database (`scope`) and deployments sharing a Redis (staging and production, test runs)
 * do not hear each other here either.
 */
export function redisBus(redis: RedisConnections, scope: string, log: FastifyBaseLogger): ClusterBus {
  return busOver(scoped(redisTransport(redis, log), `ajjir:${scope}:`), log);
}

function scoped(transport: Transport, prefix: string): Transport {
  return {
    send: (channel, payload) => transport.send(prefix + channel, payload),
    listen: (channel, onPayload, onResumed) => transport.listen(prefix + channel, onPayload, onResumed),
  };
}

/** This bus's name on the wire: host, process, and a random part (two apps in one test process differ). */
function newSenderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('base64url')}`;
}

function busOver(transport: Transport, log: FastifyBaseLogger): ClusterBus {
  const sender = newSenderId();
  const sending = new Set<Promise<void>>();
  const subscriptions = new Set<() => Promise<void>>();

  const receive = (channel: string, onMessage: (message: string) => void) => (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      log.warn({ channel, payload: payload.slice(0, 200) }, 'unreadable cluster bus message');
      return;
    }
    if (envelope.from === sender) return;
    // Thrown from the connection's event emitter, a handler's error would crash the process.
    try {
      onMessage(envelope.message);
    } catch (error) {
      log.error({ err: error, channel }, 'a cluster bus handler failed');
    }
  };

  return {
    publish(channel, message) {
      if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
        return Promise.reject(new Error(`cluster bus messages are at most ${MAX_MESSAGE_BYTES} bytes`));
      }
      const envelope: Envelope = { from: sender, message };
      const sent = transport.send(channel, JSON.stringify(envelope));
      sending.add(sent);
      const forget = () => sending.delete(sent);
      sent.then(forget, forget);
      return sent;
    },
    async subscribe(channel, onMessage, onResumed = () => {}) {
      const resumed = () => {
        log.info({ channel }, 'cluster bus subscription is back: messages sent meanwhile were missed');
        try {
          onResumed();
        } catch (error) {
          log.error({ err: error, channel }, 'a cluster bus handler failed');
        }
      };
      const stopListening = await transport.listen(channel, receive(channel, onMessage), resumed);
      const stop = async () => {
        if (!subscriptions.delete(stop)) return;
        await stopListening().catch((error: unknown) =>
          log.warn({ err: error, channel }, 'could not stop a cluster bus subscription'),
        );
      };
      subscriptions.add(stop);
      return stop;
    },
    async close() {
      await Promise.allSettled(sending);
      await Promise.all([...subscriptions].map((stop) => stop()));
    },
  };
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as Partial<Envelope> | null;
    if (typeof value?.from === 'string' && typeof value.message === 'string') {
      return { from: value.from, message: value.message };
    }
  } catch {
    // Not JSON: reported by the caller like any other unreadable payload.
  }
  return null;
}

/** What one subscription of the Redis transport wants to hear. */
interface ChannelHandler {
  onPayload: (payload: string) => void;
  onResumed: () => void;
}

/**
 * One subscriber connection serves every channel: it hands each message to the handlers of its
 * channel, SUBSCRIBEs on a channel's first handler and UNSUBSCRIBEs after its last.
 */

function redisTransport({ commands, subscriber }: RedisConnections, log: FastifyBaseLogger): Transport {
  const handlers = new Map<string, Set<ChannelHandler>>();
  subscriber.on('message', (channel, payload) => {
    for (const handler of handlers.get(channel) ?? []) handler.onPayload(payload);
  });
  tellWhenResubscribed(subscriber, handlers, log);

  const stopHandler = (channel: string, handler: ChannelHandler) => async () => {
    const own = handlers.get(channel);
    if (!own?.delete(handler) || own.size > 0) return;
    handlers.delete(channel);
    // Not awaited: while Redis is away the UNSUBSCRIBE waits for it, and closing must not.
    subscriber.unsubscribe(channel).catch(() => {});
  };

  return {
    send: async (channel, payload) => {
      await commands.publish(channel, payload);
    },
    async listen(channel, onPayload, onResumed) {
      const own = handlers.get(channel) ?? new Set();
      handlers.set(channel, own);
      const handler: ChannelHandler = { onPayload, onResumed };
      own.add(handler);
      if (own.size === 1) await subscribeSoon(subscriber, channel, log);
      return stopHandler(channel, handler);
    },
  };
}

/**
 * After the subscriber connection comes back (not at its first connection), tells each channel's
 * handlers once the channel is subscribed again. ioredis subscribes again by itself on 'ready',
 * but says nothing when that is done; the SUBSCRIBE sent here does (subscribing twice is harmless),
 * and from its answer on nothing is missed.
 */
function tellWhenResubscribed(
  subscriber: RedisConnections['subscriber'],
  handlers: Map<string, Set<ChannelHandler>>,
  log: FastifyBaseLogger,
): void {
  let readyBefore = subscriber.status === 'ready';
  subscriber.on('ready', () => {
    if (!readyBefore) {
      readyBefore = true;
      return;
    }
    const channels = [...handlers.keys()];
    if (channels.length === 0) return;
    subscriber.subscribe(...channels).then(
      () => {
        for (const channel of channels)
          for (const handler of handlers.get(channel) ?? []) handler.onResumed();
      },
      (error: unknown) => log.warn({ err: error }, 'could not subscribe again to Redis channels'),
    );
  });
}

/** How long a start waits for Redis to confirm a subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * SUBSCRIBEs, waiting a little for Redis to confirm. A Redis that is away does not stop the process
 * from starting: the SUBSCRIBE stays queued and is sent when Redis answers (messages sent meanwhile
 * are missed, which the bus allows).
 */
async function subscribeSoon(
  subscriber: RedisConnections['subscriber'],
  channel: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const answered = subscriber.subscribe(channel).then(
    () => 'subscribed' as const,
    (error: unknown) => {
      log.warn({ err: error, channel }, 'could not subscribe to a Redis channel');
      return 'failed' as const;
    },
  );
  const outcome = await Promise.race([
    answered,
    delay(SUBSCRIBE_WAIT_MS, 'waiting' as const, { ref: false }),
  ]);
  if (outcome === 'waiting') {
    log.warn({ channel }, 'Redis has not confirmed a subscription yet: going on without it');
  }
}
