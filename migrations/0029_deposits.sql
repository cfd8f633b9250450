SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- A listing's deposit is collected with the payment and held while the rental runs
-- (docs/decisions/0057-deposits.md). A booking fixes it at the request, in halalas; bookings made
-- before this release were paid without one and keep 0, as does every booking the previous release
-- writes while this one is being deployed.
ALTER TABLE "bookings" ADD COLUMN "deposit_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_not_negative" CHECK ("bookings"."deposit_halalas" >= 0);--> statement-breakpoint
-- The ledger's deposits account (a liability per booking, like escrow) and its two movements: a
-- deposit given back to the renter, and a deposit kept for the owner's claim.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" IN ('gateway','bank','gateway_fees','escrow','deposits','refunds_owed','goodwill','owner','platform_fees','vat','payouts_in_transit'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_booking_named";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_named" CHECK ("ledger_entries"."account" NOT IN ('escrow','deposits','refunds_owed','goodwill') OR "ledger_entries"."booking_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" IN ('charge','refund_owed','goodwill_owed','refund_sent','settle','deposit_refund_owed','deposit_kept','payout','payout_paid','payout_failed','payout_returned','gateway_settlement'));--> statement-breakpoint
-- A deposit held for a booking, like its escrow, is never below zero (checked at commit).
CREATE OR REPLACE FUNCTION ajjir_ledger_within_bounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  IF NEW.account IN ('escrow', 'deposits', 'refunds_owed', 'goodwill') THEN
    SELECT sum(amount_halalas) INTO total FROM ledger_entries
      WHERE account = NEW.account AND booking_id = NEW.booking_id;
    IF (NEW.account = 'goodwill' AND total < 0) OR (NEW.account <> 'goodwill' AND total > 0) THEN
      RAISE EXCEPTION '% of booking % would be % halalas beyond its bound', NEW.account, NEW.booking_id, abs(total)
        USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.account IN ('owner', 'payouts_in_transit') THEN
    SELECT sum(amount_halalas) INTO total FROM ledger_entries
      WHERE account = NEW.account AND user_id = NEW.user_id;
    IF total > 0 THEN
      RAISE EXCEPTION '% of owner % would be % halalas below zero', NEW.account, NEW.user_id, total
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A deposit's refund has its own reason, apart from the rental's.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" IN ('renter_cancelled','renter_withdrew','owner_declined','owner_cancelled','expired','listing_removed','not_needed','admin','deposit'));
