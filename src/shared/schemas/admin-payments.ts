/**
 * Inputs of the administrators' money screens (/api/admin/payments, /refunds, /payouts, a
 * booking's money and manual refund, the day's reconciliation; docs/decisions/0045), shared by the
 * server (at the edge) and the admin screens. Messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import { PAYMENT_STATUSES, PAYOUT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from '../constants';
import { hasVisibleText } from '../validation';
import { paging } from './admin';
import { memberText } from './auth';
import { calendarDay } from './days';
import { uuidSchema } from './items';

/** From one Riyadh day to another, both inclusive; either may be left open. */
const dayRange = {
  from: calendarDay.optional(),
  to: calendarDay.optional(),
};

function toNotBeforeFrom(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
  }
}

/** GET /api/admin/payments: newest first; by status, by the Riyadh days they were started, or one booking's. */
export const adminPaymentsQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES, 'invalid').optional(),
    bookingId: uuidSchema.optional(),
    ...dayRange,
    ...paging,
  })
  .superRefine(toNotBeforeFrom);
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** GET /api/admin/refunds: newest first; owed or done, and why. */
export const adminRefundsQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES, 'invalid').optional(),
  reason: z.enum(REFUND_REASONS, 'invalid').optional(),
  ...paging,
});
export type AdminRefundsQuery = z.infer<typeof adminRefundsQuerySchema>;

/** GET /api/admin/payouts: newest first, by status. */
export const adminPayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, 'invalid').optional(),
  ...paging,
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** The shortest and longest reason an administrator gives for a refund. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;
/** Larger than any payment: the server then says what is left (refund_too_large). */
const REFUND_AMOUNT_MAX = 100_000_000;

/**
 * POST /api/admin/bookings/{id}/refunds: a refund out of Ajjir's fees (docs/decisions/0045). The
 * amount is whole halalas; the reason is told to nobody but the audit log and the credit note's
 * records.
 */
export const adminRefundSchema = z.object({
  amount: z
    .number('refund_amount_invalid')
    .int('refund_amount_invalid')
    .min(1, 'refund_amount_invalid')
    .max(REFUND_AMOUNT_MAX, 'refund_amount_invalid'),
  reason: memberText('reason_required')
    .refine(hasVisibleText, { message: 'reason_required', abort: true })
    .min(REFUND_REASON_MIN, 'reason_too_short')
    .max(REFUND_REASON_MAX, 'too_long'),
});

/** GET /api/admin/reconciliation: one Riyadh calendar day, today when none is given. */
export const reconciliationQuerySchema = z.object({ day: calendarDay.optional() });

/** POST /api/admin/reconciliation/compare: the Riyadh day to compare with the gateway, today when none is given. */
export const reconciliationCompareSchema = z.object({ day: calendarDay.optional() });
