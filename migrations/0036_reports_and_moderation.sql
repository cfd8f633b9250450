SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Reports and moderation (docs/decisions/0064-reports-and-moderation.md): members report a listing,
-- a profile, a message or a review; administrators decide each reported target. A report without a
-- reporter is the listing's own words held for review (shared/prohibited-items.ts).
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reported_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"weight" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision" text,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type" CHECK ("target_type" IN ('item', 'user', 'message', 'review')),
	CONSTRAINT "reports_reason" CHECK ("reason" IN ('fraud', 'prohibited', 'offensive', 'spam', 'safety', 'other')),
	CONSTRAINT "reports_details_length" CHECK ("details" IS NULL OR char_length("details") BETWEEN 1 AND 1000),
	CONSTRAINT "reports_weight" CHECK ("weight" IN (1, 2)),
	CONSTRAINT "reports_status" CHECK ("status" IN ('open', 'actioned', 'dismissed')),
	CONSTRAINT "reports_decision" CHECK ("decision" IS NULL OR "decision" IN ('dismiss', 'hide', 'restore', 'warn', 'block')),
	CONSTRAINT "reports_decided_whole" CHECK (("status" = 'open') = ("decided_at" IS NULL) AND ("decided_at" IS NULL) = ("decision" IS NULL)),
	CONSTRAINT "reports_not_own" CHECK ("reporter_id" IS NULL OR "reporter_id" <> "reported_user_id"),
	CONSTRAINT "reports_system_is_words" CHECK ("reporter_id" IS NOT NULL OR ("reason" = 'prohibited' AND "target_type" = 'item'))
);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One open report per reporter and target, and one open hold by a listing's words.
CREATE UNIQUE INDEX "reports_open_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_words_key" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open' AND "reports"."reporter_id" IS NULL;--> statement-breakpoint
-- The queue: open reports by target, newest first; a member's own reports (the daily count, their data).
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("target_type","target_id","created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id","created_at");--> statement-breakpoint
-- Hidden content. A hidden listing is unavailable too, so the listed indexes (is_available AND
-- deleted_at IS NULL) leave it out, and its owner cannot make it available while it is hidden.
ALTER TABLE "items" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hidden_reason" CHECK ("items"."hidden_reason" IS NULL OR "items"."hidden_reason" IN ('reports', 'moderator', 'words'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hidden_whole" CHECK (("items"."hidden_at" IS NULL) = ("items"."hidden_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hidden_not_available" CHECK ("items"."hidden_at" IS NULL OR NOT "items"."is_available");--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
-- Their notices. The previous release writes only the types before them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed', 'earning_available', 'deposit_returned', 'claim_opened', 'claim_accepted', 'claim_disputed', 'claim_decided', 'handover_confirmed', 'return_confirmed', 'handover_objected', 'objection_resolved', 'no_show_marked', 'no_show_reported', 'no_show_answered', 'no_show_in_review', 'no_show_decided', 'report_resolved', 'listing_hidden', 'listing_restored', 'content_hidden', 'member_warned'));
