SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- An owner is told when a payout did not reach their bank or the bank sent it back
-- (payout_failed, shared/notifications.ts): one more notification type the app can word. The
-- previous release writes only the types before it, which the new list keeps (refund_given too,
-- added by 0026).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed'));
