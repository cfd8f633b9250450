SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Claims against a deposit (docs/decisions/0058-claims-and-disputes.md): one per booking, made by
-- its owner within the claim window after the return, answered by the renter, decided by an
-- administrator when disputed. A claim never asks more than the booking's deposit, and what its
-- settlement keeps is never more than it asked.
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answer_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"disputed_at" timestamp with time zone,
	"kept_halalas" integer,
	"settled_by" text,
	"decided_by" uuid,
	"decision_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "claims_reason" CHECK ("claims"."reason" IN ('damage','missing_parts','late_return','cleaning')),
	CONSTRAINT "claims_amount_positive" CHECK ("claims"."amount_halalas" > 0),
	CONSTRAINT "claims_status" CHECK ("claims"."status" IN ('open','disputed','settled')),
	CONSTRAINT "claims_settled_whole" CHECK (("claims"."status" = 'settled') = ("claims"."kept_halalas" IS NOT NULL AND "claims"."settled_by" IS NOT NULL AND "claims"."settled_at" IS NOT NULL)),
	CONSTRAINT "claims_kept_within_claim" CHECK ("claims"."kept_halalas" IS NULL OR ("claims"."kept_halalas" >= 0 AND "claims"."kept_halalas" <= "claims"."amount_halalas")),
	CONSTRAINT "claims_settled_by" CHECK ("claims"."settled_by" IS NULL OR "claims"."settled_by" IN ('renter','silence','admin')),
	CONSTRAINT "claims_admin_decides_with_reason" CHECK (("claims"."settled_by" = 'admin') = ("claims"."decision_reason" IS NOT NULL)),
	CONSTRAINT "claims_disputed_with_words" CHECK ("claims"."disputed_at" IS NULL OR "claims"."answer_text" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The administrators' queue: disputes, oldest first.
CREATE INDEX "claims_disputed_idx" ON "claims" USING btree ("disputed_at","id") WHERE "claims"."status" = 'disputed';--> statement-breakpoint
-- A claim asks no more than its booking's deposit, whatever wrote it.
CREATE FUNCTION ajjir_claim_within_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deposit integer;
BEGIN
  SELECT deposit_halalas INTO deposit FROM bookings WHERE id = NEW.booking_id;
  IF NEW.amount_halalas > coalesce(deposit, 0) THEN
    RAISE EXCEPTION 'a claim of % halalas is above the deposit of booking % (%)', NEW.amount_halalas, NEW.booking_id, coalesce(deposit, 0)
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER claims_within_deposit BEFORE INSERT OR UPDATE OF amount_halalas, booking_id ON claims FOR EACH ROW EXECUTE FUNCTION ajjir_claim_within_deposit();--> statement-breakpoint
-- The notices of deposits and claims. The previous release writes only the types before them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released', 'refund_given', 'payout_failed', 'earning_available', 'deposit_returned', 'claim_opened', 'claim_accepted', 'claim_disputed', 'claim_decided'));
