SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- The renter is told of an administrator's refund (refund_given). The previous release writes only
-- the types it knows, all of which the new list keeps.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given'));
