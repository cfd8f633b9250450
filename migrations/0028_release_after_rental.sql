SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- An owner's earning is released by the rental, not by the tap that marks it returned
-- (docs/decisions/0056-earnings-released-by-the-rental.md): a returned booking keeps its money in
-- escrow until `release_due_at`, the claim window after the return, never counted from before the
-- rental's last day. Only a returned booking has one. Bookings returned before this release were
-- settled at once, as the rule then was, and keep none.
ALTER TABLE "bookings" ADD COLUMN "release_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_release_when_returned" CHECK ("bookings"."release_due_at" IS NULL OR "bookings"."status" = 'completed') NOT VALID;--> statement-breakpoint
-- The owner is told when a rental's earning is released to their balance (earning_available,
-- shared/notifications.ts). The previous release writes only the types before it.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed', 'earning_available'));
