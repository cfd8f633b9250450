/**
 * Webhooks as Moyasar sends them: one POST per event, the payment in `data`, the shared secret in
 * `secret_token`, and 5 more tries after an answer that is not 2xx (docs/payments-sandbox.md).
 * Moyasar's own schedule starts at a minute; the sandbox's is shorter and set by its options.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentEventType, PaymentJson } from './sandbox-store';

export interface WebhookEnvelope {
  id: string;
  type: PaymentEventType;
  created_at: string;
  secret_token: string;
  account_name: string;
  live: false;
  data: PaymentJson;
}

export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  event: WebhookEnvelope;
  attempts: WebhookAttempt[];
  /** A 2xx came back. */
  delivered: boolean;
}

export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1000, 5000, 30_000, 60_000, 120_000];

/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;

interface WebhookOptions {
  /** Where deliveries go; a function when the address is known only once the host listens. */
  url: string | (() => string);
  secretToken: string;
  retryDelaysMs: number[];
  now: () => Date;
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

export function createWebhookSender(options: WebhookOptions) {
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  async function attempt(delivery: WebhookDelivery): Promise<WebhookAttempt> {
    const url = typeof options.url === 'function' ? options.url() : options.url;
    const result = await postJson(url, delivery.event, closing.signal);
    const attempt = { at: options.now().toISOString(), ...result };
    delivery.attempts.push(attempt);
    if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) delivery.delivered = true;
    return attempt;
  }

  /** Tries, then after each failure waits the next delay and tries again, until none is left. */
  async function deliver(delivery: WebhookDelivery, retry: number): Promise<void> {
    await attempt(delivery);
    const delay = options.retryDelaysMs[retry];
    if (delivery.delivered || delay === undefined || closing.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(delivery, retry + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  function send(type: PaymentEventType, payment: PaymentJson): void {
    const event: WebhookEnvelope = {
      id: randomUUID(),
      type,
      created_at: options.now().toISOString(),
      secret_token: options.secretToken,
      account_name: 'Ajjir Sandbox',
      live: false,
      data: payment,
    };
    const delivery: WebhookDelivery = { event, attempts: [], delivered: false };
    deliveries.push(delivery);
    void deliver(delivery, 0);
  }

  /** One more attempt of an event already sent, same id and body: a receiver must take it once. */
  function redeliver(eventId: string): Promise<WebhookAttempt> {
    const delivery = deliveries.find(({ event }) => event.id === eventId);
    if (!delivery) return Promise.reject(new Error(`No webhook event ${eventId}`));
    return attempt(delivery);
  }

  return {
    send,
    redeliver,
    deliveries: (): WebhookDelivery[] => structuredClone(deliveries),
    lastEventId: (): string | null => deliveries.at(-1)?.event.id ?? null,
    close(): void {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** POSTs `body` as JSON: the status it got, or why there was none. */
export async function postJson(
  url: string,
  body: unknown,
  closing: AbortSignal,
): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Moyasar-Sandbox' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([closing, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
