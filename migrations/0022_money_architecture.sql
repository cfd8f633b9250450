SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Money architecture (docs/decisions/0047-money-architecture.md). This release is deployed by
-- stopping the previous one first, not by a rolling upgrade (docs/operations.md, "Upgrading to the
-- job queue"): the previous release's timers send refunds and payouts while holding row locks that
-- the job queue no longer takes, and it knows neither the statuses nor the accounts below.
--
-- 1. Payments and payouts keep Ajjir's own statuses, not the gateway's (the adapter translates).
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
UPDATE "payments" SET "status" = CASE
  WHEN "status" IN ('initiated', 'authorized') THEN 'open'
  WHEN "status" = 'captured' THEN 'paid'
  WHEN "status" = 'voided' AND "paid_at" IS NULL THEN 'failed'
  WHEN "status" = 'voided' THEN 'refunded'
  ELSE "status" END;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('open','paid','refunded','failed'));--> statement-breakpoint
DROP INDEX "payments_open_idx";--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("checked_at") WHERE "payments"."status" = 'open';--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status";--> statement-breakpoint
UPDATE "payouts" SET "status" = CASE
  WHEN "status" IN ('queued', 'initiated') THEN 'sent'
  WHEN "status" = 'canceled' THEN 'failed'
  ELSE "status" END;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status" CHECK ("payouts"."status" IN ('requested','sent','paid','failed','returned'));--> statement-breakpoint
DROP INDEX "payouts_open_idx";--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."status" IN ('requested','sent');--> statement-breakpoint
-- When the bank had it: a payout can still come back for some days after (payout_returned).
ALTER TABLE "payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payouts" p SET "paid_at" = t."created_at" FROM "ledger_transactions" t
  WHERE t."payout_id" = p."id" AND t."kind" = 'payout_paid';--> statement-breakpoint
--
-- 2. The ledger's new accounts and kinds: the bank and the gateway's fees (for the settlement
-- reconciliation), goodwill (Ajjir's own money given back by an administrator), and payouts the
-- bank returned after paying them.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" IN ('gateway','bank','gateway_fees','escrow','refunds_owed','goodwill','owner','platform_fees','vat','payouts_in_transit'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_booking_named";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_named" CHECK ("ledger_entries"."account" NOT IN ('escrow','refunds_owed','goodwill') OR "ledger_entries"."booking_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" IN ('charge','refund_owed','goodwill_owed','refund_sent','settle','payout','payout_paid','payout_failed','payout_returned','gateway_settlement'));--> statement-breakpoint
--
-- 3. A ledger row's time is the database's, whatever an INSERT says: a report by day can trust it.
CREATE FUNCTION ajjir_time_from_database() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.created_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_time_from_database BEFORE INSERT ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ajjir_time_from_database();--> statement-breakpoint
CREATE TRIGGER ledger_entries_time_from_database BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ajjir_time_from_database();--> statement-breakpoint
--
-- 4. Nothing held for a booking or an owner goes below zero, checked at commit (when every entry
-- of the transaction is in): a liability is a credit, so its entries may not sum above zero; the
-- goodwill given on a booking (a debit) may not be paid back more than it was given.
CREATE FUNCTION ajjir_ledger_within_bounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  IF NEW.account IN ('escrow', 'refunds_owed', 'goodwill') THEN
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
CREATE CONSTRAINT TRIGGER ledger_entries_within_bounds AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ajjir_ledger_within_bounds();--> statement-breakpoint
--
-- 5. The day's reconciliation is made by a job (it asks the gateway) and read from here.
CREATE TABLE "reconciliation_reports" (
	"day" date PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"compared_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
--
-- 6. The work the previous release's timers would have done next, as jobs.
INSERT INTO "jobs" ("queue", "key", "payload")
  SELECT 'refund.send', 'refund.send:' || "id", jsonb_build_object('refundId', "id") FROM "refunds" WHERE "status" = 'owed';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload")
  SELECT 'payout.send', 'payout.send:' || "id", jsonb_build_object('payoutId', "id") FROM "payouts" WHERE "status" = 'requested';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload")
  SELECT 'payout.follow', 'payout.follow:' || "id", jsonb_build_object('payoutId', "id") FROM "payouts" WHERE "status" = 'sent';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload", "run_at")
  SELECT 'checkout.lapse', 'checkout.lapse:' || "id", jsonb_build_object('bookingId', "id"), coalesce("payment_due_at", now())
  -- Compared as text: on a new database every migration runs in one transaction, and an enum value
  -- added in it (0019's awaiting_payment) cannot be used as one there.
  FROM "bookings" WHERE "status"::text = 'awaiting_payment';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload")
  SELECT 'checkout.check', 'checkout.check:' || "id", jsonb_build_object('bookingId', "booking_id") FROM "payments" WHERE "status" = 'open';
--> statement-breakpoint
--
-- 7. A booking's ending issues one credit note for the whole refund it was due, even when goodwill
-- already gave the renter all of it and no refund is left to make (docs/decisions/0047).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_has_refund";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_only_on_credit_notes" CHECK ("invoices"."kind" = 'credit_note' OR "invoices"."refund_id" IS NULL);
