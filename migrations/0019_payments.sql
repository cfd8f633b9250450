SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Payments (docs/decisions/0044-payments.md): checkouts at the gateway, refunds, owners' payout
-- accounts and payouts, the double-entry ledger and tax invoices. Nothing below uses the new
-- booking status, so adding it in the same transaction is safe.
ALTER TYPE "public"."booking_status" ADD VALUE 'awaiting_payment' BEFORE 'pending';--> statement-breakpoint
CREATE TABLE "gateway_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_one_row" CHECK ("invoice_counter"."id")
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"buyer_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_excl_vat_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"total_halalas" integer NOT NULL,
	"qr" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice','credit_note')),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_halalas" = "invoices"."total_excl_vat_halalas" + "invoices"."vat_halalas"),
	CONSTRAINT "invoices_credit_note_has_refund" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."refund_id" IS NOT NULL))
);--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"amount_halalas" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_halalas" <> 0),
	CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" IN ('gateway','escrow','refunds_owed','owner','platform_fees','vat','payouts_in_transit')),
	CONSTRAINT "ledger_entries_owner_named" CHECK ("ledger_entries"."account" NOT IN ('owner','payouts_in_transit') OR "ledger_entries"."user_id" IS NOT NULL),
	CONSTRAINT "ledger_entries_booking_named" CHECK ("ledger_entries"."account" NOT IN ('escrow','refunds_owed') OR "ledger_entries"."booking_id" IS NOT NULL)
);--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" IN ('charge','refund_owed','refund_sent','settle','payout','payout_paid','payout_failed'))
);--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount_halalas" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"gateway_invoice_id" text NOT NULL,
	"gateway_url" text NOT NULL,
	"gateway_payment_id" text,
	"method" text,
	"card_last4" text,
	"message" text,
	"refunded_halalas" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "payments_gatewayInvoiceId_unique" UNIQUE("gateway_invoice_id"),
	CONSTRAINT "payments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_halalas" > 0),
	CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_halalas" BETWEEN 0 AND "payments"."amount_halalas"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('initiated','paid','failed','authorized','captured','refunded','voided')),
	CONSTRAINT "payments_paid_has_gateway_payment" CHECK ("payments"."paid_at" IS NULL OR "payments"."gateway_payment_id" IS NOT NULL)
);--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_iban_shape" CHECK ("payout_accounts"."iban" ~ '^SA[0-9]{22}$'),
	CONSTRAINT "payout_accounts_holder_name" CHECK (length("payout_accounts"."holder_name") BETWEEN 2 AND 100)
);--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"key" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount_halalas" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"gateway_payout_id" text,
	"message" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_number_unique" UNIQUE("number"),
	CONSTRAINT "payouts_key_unique" UNIQUE("key"),
	CONSTRAINT "payouts_gatewayPayoutId_unique" UNIQUE("gateway_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_halalas" > 0),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" IN ('requested','queued','initiated','paid','failed','canceled','returned'))
);--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_halalas" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"status" text DEFAULT 'owed' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_key_unique" UNIQUE("key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_halalas" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" IN ('owed','done')),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" IN ('renter_cancelled','renter_withdrew','owner_declined','owner_cancelled','expired','listing_removed','not_needed','admin'))
);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rental_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee_vat_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_vat_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "owner_earning_halalas" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "weekly_discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "monthly_discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_webhooks_received_idx" ON "gateway_webhooks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("account","user_id") WHERE "ledger_entries"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id") WHERE "ledger_entries"."booking_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("checked_at") WHERE "payments"."status" = 'initiated';--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."status" IN ('requested','queued','initiated');--> statement-breakpoint
CREATE INDEX "refunds_owed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'owed';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_payment_due_idx" ON "bookings" USING btree ("status","payment_due_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_adds_up" CHECK ("bookings"."total_halalas" IS NULL OR (
        "bookings"."subtotal_halalas" - "bookings"."discount_halalas" = "bookings"."rental_halalas"
        AND "bookings"."total_halalas" = "bookings"."rental_halalas" + "bookings"."service_fee_halalas" + "bookings"."service_fee_vat_halalas"
        AND "bookings"."owner_earning_halalas" = "bookings"."rental_halalas" - "bookings"."commission_halalas" - "bookings"."commission_vat_halalas"
        AND "bookings"."total_halalas" > 0 AND "bookings"."owner_earning_halalas" >= 0 AND "bookings"."discount_halalas" >= 0
        AND "bookings"."service_fee_halalas" >= 0 AND "bookings"."service_fee_vat_halalas" >= 0
        AND "bookings"."commission_halalas" >= 0 AND "bookings"."commission_vat_halalas" >= 0
        AND "bookings"."cancellation_policy" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_discounts_range" CHECK ("items"."weekly_discount_percent" BETWEEN 0 AND 90 AND "items"."monthly_discount_percent" BETWEEN 0 AND 90);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_cancellation_policy" CHECK ("items"."cancellation_policy" IN ('flexible', 'moderate', 'strict'));--> statement-breakpoint
-- Ledger rows and invoices are written once: a correction is a new transaction or a credit note.
CREATE FUNCTION ajjir_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_written_once BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_never_truncated BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_written_once BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_never_truncated BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoices_written_once BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoices_never_truncated BEFORE TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION ajjir_refuse_change();--> statement-breakpoint
-- Every ledger transaction sums to zero, checked at commit (when all its entries are in).
CREATE FUNCTION ajjir_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off_by bigint;
BEGIN
  SELECT sum(amount_halalas) INTO off_by FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF off_by <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (off by % halalas)', NEW.transaction_id, off_by
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ajjir_ledger_balanced();--> statement-breakpoint
INSERT INTO invoice_counter (id, last_number) VALUES (true, 0);
