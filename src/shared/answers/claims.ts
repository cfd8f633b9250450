/** Answers about claims against a deposit (docs/decisions/0058-claims-and-disputes.md). */
import { z } from 'zod';
import { CLAIM_REASONS, CLAIM_SETTLED_BY, CLAIM_STATUSES } from '../claims';
import { day, timestamp, type Wire } from './wire';

/** One claim, as its booking's two parties and administrators read it. */
export const claim = z.object({
  id: z.string(),
  bookingId: z.string(),
  reason: z.enum(CLAIM_REASONS),
  /** What the owner asks of the deposit, in halalas. */
  amount: z.number().int(),
  description: z.string(),
  photos: z.array(z.string()),
  status: z.enum(CLAIM_STATUSES),
  createdAt: timestamp,
  /** Until then the renter may accept or dispute it; no answer by then accepts it. */
  answerDueAt: timestamp,
  /** The renter's words and photos, when they disputed it. */
  answerText: z.string().nullable(),
  answerPhotos: z.array(z.string()),
  disputedAt: timestamp.nullable(),
  /** When Ajjir's administrators aim to have decided a disputed claim. */
  decideBy: timestamp.nullable(),
  /** Once settled: what it kept for the owner (halalas), how, and an administrator's reason. */
  kept: z.number().int().nullable(),
  settledBy: z.enum(CLAIM_SETTLED_BY).nullable(),
  decisionReason: z.string().nullable(),
  settledAt: timestamp.nullable(),
});
export type Claim = Wire<typeof claim>;

/**
 * GET /api/bookings/{id}/claim: the booking's claim, if any; and for its owner, while they may still
 * make one, until when and up to how much (the deposit, halalas).
 */
export const bookingClaim = z.object({
  claim: claim.nullable(),
  window: z.object({ closesAt: timestamp, deposit: z.number().int() }).nullable(),
});
export type BookingClaim = Wire<typeof bookingClaim>;

/**
 * The rental an administrators' queue entry is about (disputes, objections, no-shows): the server
 * builds it in one place (bookings/rental-summary.ts).
 */
export const rentalSummary = z.object({
  id: z.string(),
  itemTitle: z.string(),
  startDate: day,
  endDate: day,
  deposit: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string() }),
  renter: z.object({ id: z.string(), name: z.string() }),
});

/** A dispute in the administrators' queue: the claim, and the rental it is about. */
export const disputeSummary = z.object({ claim, booking: rentalSummary });
export type DisputeSummary = Wire<typeof disputeSummary>;

/** GET /api/admin/claims: disputes waiting for a decision, oldest first. */
export const disputeQueue = z.object({ disputes: z.array(disputeSummary), total: z.number().int() });
export type DisputeQueue = Wire<typeof disputeQueue>;
