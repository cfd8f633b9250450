import { describe, expect, it } from 'vitest';
import type { StreamedEvent } from './hub';
import { streamFeed } from './stream-feed';

const event = (id: number): StreamedEvent => ({ id, type: 'counts', data: { id } });

/** A reading that answers when the test says so, as a slow query would. */
function pendingReading(events: StreamedEvent[]) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const asked: number[] = [];
  return {
    read: async (afterId: number) => {
      asked.push(afterId);
      await done;
      return events.filter((e) => e.id > afterId);
    },
    finish: () => finish(),
    asked,
  };
}

function feedAfter(after: number) {
  const written: number[] = [];
  const errors: unknown[] = [];
  const feed = streamFeed({
    after,
    write: (e) => written.push(e.id),
    onReadError: (error) => errors.push(error),
  });
  return { feed, written, errors };
}

describe('streamFeed', () => {
  it('sends live events at once, each once, never one at or below the last sent', () => {
    const { feed, written } = feedAfter(5);
    for (const id of [4, 5, 6, 6, 7]) feed.live(event(id));
    expect(written).toEqual([6, 7]);
    expect(feed.lastSentId()).toBe(7);
  });

  it('holds live events while stored ones are read, then sends all in order, once', async () => {
    const { feed, written } = feedAfter(10);
    const stored = pendingReading([event(11), event(12), event(13)]);
    const reading = feed.readStored(stored.read);
    feed.live(event(13)); // committed during the reading: in its answer and heard live
    feed.live(event(14));
    expect(written).toEqual([]);
    stored.finish();
    await reading;
    expect(stored.asked).toEqual([10]);
    expect(written).toEqual([11, 12, 13, 14]);
  });

  it('runs a second reading after the first, from where the first ended, and releases once both are done', async () => {
    const { feed, written } = feedAfter(0);
    const first = pendingReading([event(1), event(2)]);
    const second = pendingReading([event(1), event(2), event(3)]);
    const firstDone = feed.readStored(first.read);
    const secondDone = feed.readStored(second.read);
    feed.live(event(4));
    first.finish();
    await firstDone;
    expect(written).toEqual([1, 2]); // 4 still held: the second reading may find 3
    second.finish();
    await secondDone;
    expect(second.asked).toEqual([2]);
    expect(written).toEqual([1, 2, 3, 4]);
  });

  it('reports a failed reading and still sends the held events', async () => {
    const { feed, written, errors } = feedAfter(0);
    const reading = feed.readStored(async () => {
      throw new Error('database away');
    });
    feed.live(event(8));
    await reading;
    expect(errors).toHaveLength(1);
    expect(written).toEqual([8]);
  });

  it('starts a new stream after a given id: what came before is not sent', async () => {
    const { feed, written } = feedAfter(0);
    await feed.readStored(async () => {
      feed.startAfter(20);
      return [];
    });
    feed.live(event(19));
    feed.live(event(21));
    expect(written).toEqual([21]);
  });
});
