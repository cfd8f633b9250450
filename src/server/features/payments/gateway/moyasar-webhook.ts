/**
 * Reads a Moyasar webhook for what the payments service acts on: the event's id (to take a
 * repeated delivery once) and the payment it names (to fetch by id). The body's status and amounts
 * are never believed: the payment is asked for (docs/decisions/0044-payments.md). Moyasar signs
 * nothing; the body carries the shared secret as `secret_token`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WebhookDelivery } from './gateway';

const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  secret_token: z.string(),
  data: z.unknown(),
});

const paymentData = z.object({ id: z.string().min(1) });
const verificationData = z.object({
  // Moyasar's example names the webhook; the code alone is enough to enter in its dashboard.
  webhook_id: z.string().min(1).max(200).nullish(),
  verification_code: z.string().regex(/^\d{4,10}$/),
});

/** Equal secrets, compared in constant time: both are hashed first, so lengths never differ. */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '') return false;
  const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digestOf(given), digestOf(expected));
}

export function readMoyasarWebhook(body: unknown, secret: string): WebhookDelivery {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { id, type, secret_token: token, data } = parsed.data;
  if (!sameSecret(token, secret)) return { ok: false, reason: 'bad_secret' };
  // Sent once when a webhook needs verifying: its code is kept for an administrator to enter in
  // Moyasar's dashboard; until then Moyasar delivers nothing (its "Verify Webhook" page).
  if (type === 'webhook_verification') {
    const verification = verificationData.safeParse(data);
    if (!verification.success) return { ok: false, reason: 'malformed' };
    const { webhook_id: webhookId, verification_code: code } = verification.data;
    return {
      ok: true,
      deliveryId: id,
      kind: type,
      paymentId: null,
      verification: { webhookId: webhookId ?? '', code },
    };
  }
  // Payment events carry the payment as `data`; other events name none.
  if (!type.startsWith('payment_')) return { ok: true, deliveryId: id, kind: type, paymentId: null };
  const payment = paymentData.safeParse(data);
  return payment.success
    ? { ok: true, deliveryId: id, kind: type, paymentId: payment.data.id }
    : { ok: false, reason: 'malformed' };
}
