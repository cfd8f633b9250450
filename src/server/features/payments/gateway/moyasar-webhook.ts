/**
 * Reads a Moyasar webhook for what the payments service acts on: the event's id (to take a
 * repeated delivery once) and the payment it names (to fetch by id). The body's status and amounts
 * are never believed: the payment is asked for (docs/decisions/0044-payments.md). Moyasar signs
 * nothing; the body carries the shared secret as `secret_token`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export type MoyasarWebhook =
  | { ok: true; id: string; type: string; paymentId: string | null }
  | { ok: false; reason: 'malformed' | 'bad_secret' };

const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  secret_token: z.string(),
  data: z.unknown(),
});

const paymentData = z.object({ id: z.string().min(1) });

/** Equal secrets, compared in constant time: both are hashed first, so lengths never differ. */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '') return false;
  const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digestOf(given), digestOf(expected));
}

export function readMoyasarWebhook(body: unknown, secret: string): MoyasarWebhook {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { id, type, secret_token: token, data } = parsed.data;
  if (!sameSecret(token, secret)) return { ok: false, reason: 'bad_secret' };
  // Payment events carry the payment as `data`; other events (webhook_verification) name none.
  if (!type.startsWith('payment_')) return { ok: true, id, type, paymentId: null };
  const payment = paymentData.safeParse(data);
  return payment.success
    ? { ok: true, id, type, paymentId: payment.data.id }
    : { ok: false, reason: 'malformed' };
}
