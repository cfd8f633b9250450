SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Hand-over and return, confirmed by both sides, with condition records
-- (docs/decisions/0059-handover-and-return-records.md).
--
-- A condition record: who added it, as which side, a note and photos, at the database's time;
-- never edited (a correction is another record).
CREATE TABLE "condition_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"author_id" uuid,
	"role" text NOT NULL,
	"note" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reports_stage" CHECK ("condition_reports"."stage" IN ('handover','return')),
	CONSTRAINT "condition_reports_role" CHECK ("condition_reports"."role" IN ('owner','renter')),
	CONSTRAINT "condition_reports_not_empty" CHECK ("condition_reports"."note" IS NOT NULL OR cardinality("condition_reports"."photos") > 0)
);--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_reports_booking_idx" ON "condition_reports" USING btree ("booking_id","stage","created_at");--> statement-breakpoint
CREATE TRIGGER condition_reports_time_from_database BEFORE INSERT ON condition_reports FOR EACH ROW EXECUTE FUNCTION ajjir_time_from_database();--> statement-breakpoint
CREATE TRIGGER condition_reports_written_once BEFORE UPDATE ON condition_reports FOR EACH ROW EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
--
-- Who confirmed each stage and when; the other side's answer, due 24 hours later (silence
-- acknowledges). One per booking and stage.
CREATE TABLE "handover_confirmations" (
	"booking_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"early" boolean DEFAULT false NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"silent" boolean DEFAULT false NOT NULL,
	"objection" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "handover_confirmations_booking_id_stage_pk" PRIMARY KEY("booking_id","stage"),
	CONSTRAINT "handover_confirmations_stage" CHECK ("handover_confirmations"."stage" IN ('handover','return')),
	CONSTRAINT "handover_confirmations_by" CHECK ("handover_confirmations"."confirmed_by" IN ('owner','renter')),
	CONSTRAINT "handover_confirmations_answer" CHECK ("handover_confirmations"."answer" IS NULL OR "handover_confirmations"."answer" IN ('acknowledged','objected')),
	CONSTRAINT "handover_confirmations_answered_whole" CHECK (("handover_confirmations"."answer" IS NULL) = ("handover_confirmations"."answered_at" IS NULL)),
	CONSTRAINT "handover_confirmations_objection_words" CHECK (("handover_confirmations"."answer" IS NOT DISTINCT FROM 'objected') = ("handover_confirmations"."objection" IS NOT NULL)),
	CONSTRAINT "handover_confirmations_silence_acknowledges" CHECK (NOT "handover_confirmations"."silent" OR "handover_confirmations"."answer" = 'acknowledged'),
	CONSTRAINT "handover_confirmations_resolved_objection" CHECK ("handover_confirmations"."resolved_at" IS NULL OR "handover_confirmations"."answer" = 'objected'),
	CONSTRAINT "handover_confirmations_resolved_whole" CHECK (("handover_confirmations"."resolved_at" IS NULL) = ("handover_confirmations"."resolution" IS NULL))
);--> statement-breakpoint
ALTER TABLE "handover_confirmations" ADD CONSTRAINT "handover_confirmations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_confirmations" ADD CONSTRAINT "handover_confirmations_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The administrators' queue of objections not yet resolved, oldest first.
CREATE INDEX "handover_confirmations_objected_idx" ON "handover_confirmations" USING btree ("answered_at","booking_id") WHERE "handover_confirmations"."answer" = 'objected' AND "handover_confirmations"."resolved_at" IS NULL;--> statement-breakpoint
-- Their notices. The previous release writes only the types before them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed', 'earning_available', 'deposit_returned', 'claim_opened', 'claim_accepted', 'claim_disputed', 'claim_decided', 'handover_confirmed', 'return_confirmed', 'handover_objected', 'objection_resolved'));
