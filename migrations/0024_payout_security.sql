-- Payout security (docs/decisions/0048-payout-security.md): when the IBAN was set (the hold before
-- any payout to it runs from then, not from the account's creation), what an administrator must
-- look at before anything is paid to it, the history of every destination change, administrators'
-- holds on an owner's payouts, and the notifications that tell the owner.
ALTER TABLE "payout_accounts" ADD COLUMN "iban_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- An IBAN saved before this release was last set when its row was last changed.
UPDATE "payout_accounts" SET "iban_since" = "updated_at";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "review_reasons" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_review_reasons" CHECK ("payout_accounts"."review_reasons" <@ ARRAY['name_mismatch','shared_iban']::text[]);--> statement-breakpoint
CREATE INDEX "payout_accounts_iban_idx" ON "payout_accounts" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "payout_accounts_review_idx" ON "payout_accounts" USING btree ("iban_since") WHERE cardinality("payout_accounts"."review_reasons") > 0;--> statement-breakpoint
CREATE TABLE "payout_account_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"iban" text,
	"holder_name" text,
	"mobile" text,
	"name_matches" boolean,
	"shared_iban" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_account_changes_kind" CHECK ("payout_account_changes"."kind" IN ('iban','mobile')),
	CONSTRAINT "payout_account_changes_iban_has_iban" CHECK ("payout_account_changes"."kind" <> 'iban' OR ("payout_account_changes"."iban" IS NOT NULL AND "payout_account_changes"."holder_name" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "payout_account_changes" ADD CONSTRAINT "payout_account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_account_changes_user_idx" ON "payout_account_changes" USING btree ("user_id","created_at");--> statement-breakpoint
-- The history is written once, like the ledger: a later change is a new row.
CREATE TRIGGER payout_account_changes_written_once BEFORE UPDATE OR DELETE ON payout_account_changes FOR EACH ROW EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER payout_account_changes_never_truncated BEFORE TRUNCATE ON payout_account_changes FOR EACH STATEMENT EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_holds_reason" CHECK (length("payout_holds"."reason") BETWEEN 3 AND 500)
);--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed', 'payout_account_changed', 'payout_mobile_changed', 'payout_requested', 'payouts_held', 'payouts_released'));
