/**
 * Webhooks as Moyasar sends them: one POST per event, the payment in `data`, the shared secret in
 * `secret_token`, and 5 more tries after an answer that is not 2xx (docs/payments-sandbox.md).
 * Moyasar's own schedule starts at a minute; the sandbox's is shorter and set by its options.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { SandboxError } from './sandbox-requests';
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

/** Moyasar's one-time event to a webhook that needs verifying (its "Verify Webhook" page). */
export interface VerificationEnvelope {
  id: string;
  type: 'webhook_verification';
  created_at: string;
  secret_token: string;
  account_name: string;
  data: { webhook_id: string; verification_code: string };
}

/**
 * Whether the webhook must be verified before it gets events (Moyasar's "Verify Webhook"):
 * `none`, verified from the start; `required`, a `webhook_verification` event with a 6-digit code
 * is sent once, before the first event, and events are dropped (never delivered later) until the
 * code is sent back to `POST /v1/webhooks/:id/verify`; `auto`, the same event is sent, and the
 * webhook counts as verified once it was received (the app's own sandbox, which has no dashboard
 * to enter the code in: docs/payments-sandbox.md).
 */
export type WebhookVerification = 'none' | 'required' | 'auto';

/** Wrong codes before a new one must be asked for, and how long a code holds (Moyasar's figures). */
const MAX_WRONG_CODES = 5;
const CODE_VALID_MS = 30 * 60_000;
/** Deliveries kept for `deliveries()`: the newest. */
const DELIVERIES_KEPT = 1000;

export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  event: WebhookEnvelope | VerificationEnvelope;
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
  verification?: WebhookVerification;
}

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

  const webhookId = randomUUID();
  const verifying = {
    verified: (options.verification ?? 'none') === 'none',
    code: null as string | null,
    sentAt: 0,
    wrong: 0,
  };

  function record(event: WebhookDelivery['event']): WebhookDelivery {
    const delivery: WebhookDelivery = { event, attempts: [], delivered: false };
    deliveries.push(delivery);
    if (deliveries.length > DELIVERIES_KEPT) deliveries.shift();
    return delivery;
  }

  /** The one-time verification event: sent once, never retried, as Moyasar does. */
  async function sendVerification(): Promise<void> {
    verifying.code = String(randomInt(1_000_000)).padStart(6, '0');
    verifying.sentAt = options.now().getTime();
    verifying.wrong = 0;
    const delivery = record({
      id: randomUUID(),
      type: 'webhook_verification',
      created_at: options.now().toISOString(),
      secret_token: options.secretToken,
      account_name: 'Ajjir Sandbox',
      data: { webhook_id: webhookId, verification_code: verifying.code },
    });
    await attempt(delivery);
    if (options.verification === 'auto' && delivery.delivered) verifying.verified = true;
  }

  let verificationSent: Promise<void> | null = null;

  /** `POST /v1/webhooks/:id/verify`: the code of the last verification event, within its time. */
  function verify(id: string, code: string): { id: string; verified: true; verified_at: string } {
    const invalid = (message: string) => new SandboxError(400, 'webhook_verification_invalid', message);
    if (id !== webhookId) throw new SandboxError(404, 'api_error', 'Object not found');
    if (!verifying.verified) {
      const lapsed = options.now().getTime() - verifying.sentAt > CODE_VALID_MS;
      if (!verifying.code || lapsed || verifying.wrong >= MAX_WRONG_CODES) {
        throw invalid('Verification code has expired, request a new one');
      }
      if (code !== verifying.code) {
        verifying.wrong += 1;
        throw invalid('Verification code is incorrect');
      }
      verifying.verified = true;
    }
    return { id: webhookId, verified: true, verified_at: options.now().toISOString() };
  }

  function send(type: PaymentEventType, payment: PaymentJson): void {
    if (!verifying.verified) {
      // Not verified: the first event brings the code; events meanwhile are lost, as at Moyasar.
      verificationSent ??= sendVerification();
      if (options.verification === 'auto') {
        void verificationSent.then(() => {
          if (verifying.verified) send(type, payment);
        });
      }
      return;
    }
    const event: WebhookEnvelope = {
      id: randomUUID(),
      type,
      created_at: options.now().toISOString(),
      secret_token: options.secretToken,
      account_name: 'Ajjir Sandbox',
      live: false,
      data: payment,
    };
    void deliver(record(event), 0);
  }

  /** One more attempt of an event already sent, same id and body: a receiver must take it once. */
  function redeliver(eventId: string): Promise<WebhookAttempt> {
    const delivery = deliveries.find(({ event }) => event.id === eventId);
    if (!delivery) return Promise.reject(new Error(`No webhook event ${eventId}`));
    return attempt(delivery);
  }

  return {
    send,
    verify,
    /** Sends the verification event now (once), as when the webhook is first configured. */
    announce: (): Promise<void> => {
      if (verifying.verified) return Promise.resolve();
      verificationSent ??= sendVerification();
      return verificationSent;
    },
    webhookId,
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
