/**
 * What one live stream sends, in id order and once each. Events come two ways: live from the hub,
 * and read back from the stored ones (at connection after Last-Event-ID; after the hub's LISTEN was
 * cut off). While a reading is under way live events are held, and go out after the last reading,
 * so a stored event is never skipped because a later live one went first.
 */
import type { StreamedEvent } from './hub';

export interface StreamFeed {
  /** An event from the hub. */
  live(event: StreamedEvent): void;
  /**
   * Sends what `read` finds after the last id sent (readings run one after another), then the held
   * live events. Answers when this reading is done; a failed reading is reported, not thrown.
   */
  readStored(read: (afterId: number) => Promise<StreamedEvent[]>): Promise<void>;
  /** Sends nothing before `id` from now on (a new stream's starting point). */
  startAfter(id: number): void;
  lastSentId(): number;
}

export function streamFeed(options: {
  /** The Last-Event-ID the client came back with, or 0. */
  after: number;
  write(event: StreamedEvent): void;
  onReadError(error: unknown): void;
}): StreamFeed {
  let lastSent = options.after;
  let held: StreamedEvent[] = [];
  let readsPending = 0;
  let reading = Promise.resolve();

  const send = (event: StreamedEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    options.write(event);
  };

  return {
    live(event) {
      if (readsPending > 0) held.push(event);
      else send(event);
    },
    readStored(read) {
      readsPending += 1;
      reading = reading.then(async () => {
        try {
          for (const event of await read(lastSent)) send(event);
        } catch (error) {
          options.onReadError(error);
        }
        readsPending -= 1;
        if (readsPending > 0) return;
        const waiting = held;
        held = [];
        for (const event of waiting.sort((a, b) => a.id - b.id)) send(event);
      });
      return reading;
    },
    startAfter(id) {
      lastSent = Math.max(lastSent, id);
    },
    lastSentId: () => lastSent,
  };
}
