/**
 * Live message delivery, timed from the start of POST /api/messages to the
 * message's arrival on every open GET /api/events stream of its receiver
 * (scripts/bench-live.ts, and npm run bench with 1,000 listeners). Messages
 * go one after another, each to the next receiver in turn.
 */
import { openSse, type SseConnection } from '../../src/server/features/events/sse-client';
import { elementAt } from './lists';

export interface Listener {
  userId: string;
  /** The receiver's open streams: the time is the last one's receipt. */
  streams: SseConnection[];
}

export interface Delivery {
  /** Post to receipt on the first of the receiver's streams, ms. */
  first: number;
  /** Post to receipt on the last of them, ms. */
  all: number;
}

/** Opens `count` streams of /api/events as the session of `cookie`, `batch` at a time. */
export async function openStreams(base: string, cookies: string[], batch = 50): Promise<SseConnection[]> {
  const streams: SseConnection[] = [];
  for (let i = 0; i < cookies.length; i += batch) {
    const opened = await Promise.all(
      cookies.slice(i, i + batch).map((cookie) => openSse(`${base}/api/events`, { cookie })),
    );
    for (const stream of opened) {
      if (stream.status !== 200) throw new Error(`GET /api/events answered ${stream.status}`);
      streams.push(stream);
    }
  }
  return streams;
}

export async function timeDeliveries(
  base: string,
  senderCookie: string,
  receivers: Listener[],
  messages: number,
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (let i = 0; i < messages; i += 1) {
    const receiver = elementAt(receivers, i % receivers.length);
    const sentAt = performance.now();
    const res = await fetch(`${base}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: senderCookie },
      body: JSON.stringify({ receiverId: receiver.userId, content: `رسالة رقم ${i}` }),
    });
    if (res.status !== 201) throw new Error(`POST /api/messages answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const received = await Promise.all(
      receiver.streams.map((stream) =>
        stream.next((e) => e.type === 'message.new' && JSON.parse(e.data).message.id === id, 5000),
      ),
    );
    const times = received.map((event) => event.receivedAt - sentAt);
    deliveries.push({ first: Math.min(...times), all: Math.max(...times) });
  }
  return deliveries;
}
