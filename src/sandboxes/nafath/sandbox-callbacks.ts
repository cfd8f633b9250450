/**
 * The callback as Elm sends it (docs/nafath-sandbox.md, "The callback"): a JSON POST of
 * `{ token, transId, requestId }` to the service provider's address, the outcome in the signed
 * token. Elm's retry policy is not public: the sandbox tries again after an answer that is not
 * 2xx, after each of `retryDelaysMs`, the same body each time.
 */

export interface CallbackBody {
  token: string;
  transId: string;
  requestId: string;
}

export interface CallbackAttempt {
  at: string;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface CallbackDelivery {
  body: CallbackBody;
  attempts: CallbackAttempt[];
  /** A 2xx came back. */
  delivered: boolean;
}

export const DEFAULT_CALLBACK_RETRY_DELAYS_MS = [1000, 5000, 15_000, 30_000];

/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Deliveries kept for `callbacks()`: the newest. */
const DELIVERIES_KEPT = 1000;

async function postJson(url: string, body: unknown, closing: AbortSignal) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.any([closing, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : 'unknown' };
  }
}

interface SenderOptions {
  /** Where callbacks go, asked at each attempt; none are sent without it. */
  url: (() => string) | undefined;
  retryDelaysMs: number[];
  now: () => Date;
}

export function createCallbackSender(options: SenderOptions) {
  const deliveries: CallbackDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  async function attempt(delivery: CallbackDelivery, url: string): Promise<void> {
    const result = await postJson(url, delivery.body, closing.signal);
    delivery.attempts.push({ at: options.now().toISOString(), ...result });
    if (result.status !== null && result.status >= 200 && result.status < 300) delivery.delivered = true;
  }

  /** Tries, then after each failure waits the next delay and tries again, until none is left. */
  async function deliver(delivery: CallbackDelivery, url: string, retry: number): Promise<void> {
    await attempt(delivery, url);
    const delay = options.retryDelaysMs[retry];
    if (delivery.delivered || delay === undefined || closing.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(delivery, url, retry + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    send(body: CallbackBody): void {
      const url = options.url?.();
      if (!url || closing.signal.aborted) return;
      const delivery: CallbackDelivery = { body, attempts: [], delivered: false };
      deliveries.push(delivery);
      if (deliveries.length > DELIVERIES_KEPT) deliveries.shift();
      void deliver(delivery, url, 0);
    },
    deliveries: (): CallbackDelivery[] =>
      deliveries.map((each) => ({ ...each, attempts: [...each.attempts] })),
    close(): void {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
