/**
 * Every upload costs a decode and two encodes, so each account has a budget.
 * Ten photos per listing, six listings an hour: far above what one person
 * posting their things needs, far below what would keep the server busy.
 */
import type { RateRule } from '../../http/rate-limit';

const HOUR = 60 * 60;

export const UPLOAD_LIMITS = {
  /** Counted before the photo is read, so refused files count too: reading and sniffing them is work as well. */
  uploadsPerUser: {
    name: 'upload-user',
    limit: 60,
    windowSeconds: HOUR,
    message: 'Too many photo uploads from this account; try again later',
  },
} as const satisfies Record<string, RateRule>;
