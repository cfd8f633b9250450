/**
 * Keyed hashes (docs/decisions/0062-verified-members.md): a national ID is kept only as an HMAC,
 * so the table tells whether an ID verified an account without holding any ID; a phone code is kept
 * the same way, so reading the table gives no code. The key is IDENTITY_HASH_KEY (required in
 * production), else one derived from the session secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/config';

export function hashKeyOf(config: Pick<AppConfig, 'verification' | 'sessionSecret'>): string {
  return (
    config.verification.idHashKey ??
    createHmac('sha256', config.sessionSecret).update('ajjir identity hash key').digest('hex')
  );
}

/** The keyed hash of a value, under a purpose, so an ID's hash is never a code's. */
export function keyedHash(key: string, purpose: 'national-id' | 'phone-code', value: string): string {
  return createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
