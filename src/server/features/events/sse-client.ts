/**
 * A minimal Server-Sent Events reader over fetch, for tests and the delivery
 * benchmark (Node has no EventSource): it parses `id`, `event` and `data`
 * lines and hands each complete event on, and keeps the last id it was given
 * (with an event or on its own) as EventSource does.
 */

/**
 * How long `next` waits before it says the event never came: a bound for a stream that is broken,
 * under the API tests' 30 s, not a guess of how quickly an event arrives on a busy machine.
 */
const NEVER_CAME_MS = 20_000;

export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: string;
  receivedAt: number;
}

export interface SseConnection {
  status: number;
  /** Resolves with the next event that `matches`, or rejects after `timeoutMs`. */
  next(matches?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Every event so far. */
  received: ReceivedEvent[];
  /** What EventSource would send as Last-Event-ID when reconnecting ('' before any id). */
  lastEventId(): string;
  /** Resolves when the server ends the stream (or it fails). */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  options: { cookie?: string; lastEventId?: string; onEvent?: (event: ReceivedEvent) => void } = {},
): Promise<SseConnection> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(url, { headers, signal: abort.signal });
  const received: ReceivedEvent[] = [];
  const waiters: { matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] =
    [];

  const dispatch = (event: ReceivedEvent) => {
    received.push(event);
    options.onEvent?.(event);
    for (const waiter of [...waiters]) {
      if (!waiter.matches(event)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };

  let lastEventId = '';
  const ended =
    response.ok && response.body
      ? readEvents(response.body, dispatch, (id) => {
          lastEventId = id;
        }).catch(() => {})
      : Promise.resolve();
  return {
    status: response.status,
    received,
    lastEventId: () => lastEventId,
    ended,
    next(matches = () => true, timeoutMs = NEVER_CAME_MS) {
      const already = received.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { matches, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => abort.abort(),
  };
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  dispatch: (event: ReceivedEvent) => void,
  setLastEventId: (id: string) => void,
) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const { id, event } = parseBlock(block);
      if (id !== null) setLastEventId(id);
      if (event) dispatch(event);
      end = buffer.indexOf('\n\n');
    }
  }
}

function parseBlock(block: string): { id: string | null; event: ReceivedEvent | null } {
  let id: string | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue; // a comment: heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  // retry: lines, comments and a bare id: no event.
  if (data.length === 0) return { id, event: null };
  return { id, event: { id, type, data: data.join('\n'), receivedAt: performance.now() } };
}
