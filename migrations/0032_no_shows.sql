SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- No-shows (docs/decisions/0060-no-shows.md): a confirmed booking whose item may never have changed
-- hands, reported by its renter or found untouched the day after its last day; one case per booking.
CREATE TABLE "no_show_cases" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renter_statement" text,
	"renter_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"renter_stated_at" timestamp with time zone,
	"owner_statement" text,
	"owner_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_stated_at" timestamp with time zone,
	"owner_answer_due_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"decide_by" timestamp with time zone,
	"outcome" text,
	"closed_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_note" text,
	"lapse" text,
	CONSTRAINT "no_show_cases_kind" CHECK ("no_show_cases"."kind" IN ('owner_reported','untouched')),
	CONSTRAINT "no_show_cases_outcome" CHECK ("no_show_cases"."outcome" IS NULL OR "no_show_cases"."outcome" IN ('refund_in_full','renter_no_show','rental_took_place','handed_over')),
	CONSTRAINT "no_show_cases_closed_whole" CHECK (("no_show_cases"."outcome" IS NULL) = ("no_show_cases"."closed_at" IS NULL)),
	CONSTRAINT "no_show_cases_report_has_deadline" CHECK (("no_show_cases"."kind" = 'owner_reported') = ("no_show_cases"."owner_answer_due_at" IS NOT NULL)),
	CONSTRAINT "no_show_cases_queued_whole" CHECK (("no_show_cases"."queued_at" IS NULL) = ("no_show_cases"."decide_by" IS NULL)),
	CONSTRAINT "no_show_cases_lapse" CHECK ("no_show_cases"."lapse" IS NULL OR ("no_show_cases"."lapse" IN ('owner_silent','undecided') AND "no_show_cases"."outcome" = 'refund_in_full')),
	CONSTRAINT "no_show_cases_owner_stated_whole" CHECK (("no_show_cases"."owner_statement" IS NULL) = ("no_show_cases"."owner_stated_at" IS NULL)),
	CONSTRAINT "no_show_cases_renter_stated_whole" CHECK (("no_show_cases"."renter_stated_at" IS NULL) = ("no_show_cases"."renter_statement" IS NULL AND cardinality("no_show_cases"."renter_photos") = 0)),
	CONSTRAINT "no_show_cases_note_with_decision" CHECK ("no_show_cases"."decision_note" IS NULL OR "no_show_cases"."outcome" IN ('refund_in_full','renter_no_show','rental_took_place'))
);--> statement-breakpoint
ALTER TABLE "no_show_cases" ADD CONSTRAINT "no_show_cases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_cases" ADD CONSTRAINT "no_show_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The administrators' queue: cases waiting for a decision, oldest first.
CREATE INDEX "no_show_cases_queue_idx" ON "no_show_cases" USING btree ("queued_at","booking_id") WHERE "no_show_cases"."closed_at" IS NULL AND "no_show_cases"."queued_at" IS NOT NULL;--> statement-breakpoint
-- The case opens at the database's time.
CREATE FUNCTION ajjir_opened_by_database() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.opened_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER no_show_cases_time_from_database BEFORE INSERT ON no_show_cases FOR EACH ROW EXECUTE FUNCTION ajjir_opened_by_database();--> statement-breakpoint
-- Refunds of a no-show have their own reasons.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" IN ('renter_cancelled','renter_withdrew','owner_declined','owner_cancelled','expired','listing_removed','not_needed','admin','deposit','renter_no_show','owner_no_show'));--> statement-breakpoint
-- Their notices. The previous release writes only the types before them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed', 'earning_available', 'deposit_returned', 'claim_opened', 'claim_accepted', 'claim_disputed', 'claim_decided', 'handover_confirmed', 'return_confirmed', 'handover_objected', 'objection_resolved', 'no_show_marked', 'no_show_reported', 'no_show_answered', 'no_show_in_review', 'no_show_decided'));
