SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- The VAT on the rental (docs/decisions/0050-vat-deemed-supplier.md). Each booking keeps, from its
-- request, the VAT on its rental and who charges it: 'platform' (Ajjir, the deemed supplier for an
-- owner not registered for VAT), 'owner' (an owner registered for VAT, named on the invoice with
-- their VAT number, the VAT part of what they earn) or 'none' (VAT_POLICY=owner-only, or a booking
-- requested before this release). Constant defaults: the previous release's INSERTs name neither
-- column and write a price without rental VAT, which the new check below accepts; every existing
-- booking reads 0 rental VAT, 'none', as it was charged.
ALTER TABLE "bookings" ADD COLUMN "rental_vat_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rental_vat_by" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "owner_vat_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "owner_vat_name" text;--> statement-breakpoint
-- The price adds up with the rental's VAT, which is the owner's only when they charge it. Replaced
-- NOT VALID, as a constraint on an existing table is (docs/operations.md): every row written before
-- holds it (0 rental VAT, 'none'), and a later release validates it.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_price_adds_up";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_adds_up" CHECK ("bookings"."total_halalas" IS NULL OR (
        "bookings"."subtotal_halalas" - "bookings"."discount_halalas" = "bookings"."rental_halalas"
        AND "bookings"."total_halalas" = "bookings"."rental_halalas" + "bookings"."rental_vat_halalas" + "bookings"."service_fee_halalas" + "bookings"."service_fee_vat_halalas"
        AND "bookings"."owner_earning_halalas" = "bookings"."rental_halalas"
          + CASE WHEN "bookings"."rental_vat_by" = 'owner' THEN "bookings"."rental_vat_halalas" ELSE 0 END
          - "bookings"."commission_halalas" - "bookings"."commission_vat_halalas"
        AND "bookings"."total_halalas" > 0 AND "bookings"."owner_earning_halalas" >= 0 AND "bookings"."discount_halalas" >= 0
        AND "bookings"."rental_vat_halalas" >= 0
        AND "bookings"."service_fee_halalas" >= 0 AND "bookings"."service_fee_vat_halalas" >= 0
        AND "bookings"."commission_halalas" >= 0 AND "bookings"."commission_vat_halalas" >= 0
        AND "bookings"."cancellation_policy" IS NOT NULL)) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rental_vat_by" CHECK (
        "bookings"."rental_vat_by" IN ('none', 'platform', 'owner')
        AND ("bookings"."rental_vat_by" <> 'none' OR "bookings"."rental_vat_halalas" = 0)
        AND ("bookings"."owner_vat_number" IS NULL OR "bookings"."owner_vat_number" ~ '^3[0-9]{13}3$')
        AND ("bookings"."rental_vat_by" = 'owner') = ("bookings"."owner_vat_number" IS NOT NULL)
        AND ("bookings"."owner_vat_number" IS NULL) = ("bookings"."owner_vat_name" IS NULL)) NOT VALID;--> statement-breakpoint
-- Invoices: the seller's address (SELLER_ADDRESS), who issued it for an owner (Ajjir), a business buyer's VAT number, a credit note's
-- reason (its refund's), and whose supply it invoices: 'platform' (Ajjir's to the renter),
-- 'owner' (the rental of an owner registered for VAT, issued by Ajjir on their behalf) or
-- 'commission' (Ajjir's commission to the owner, one per settlement). Invoices issued before read
-- 'platform', as they were.
ALTER TABLE "invoices" ADD COLUMN "supply" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_vat_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supply" CHECK (
        "invoices"."supply" IN ('platform', 'owner', 'commission')
        AND ("invoices"."supply" <> 'commission' OR "invoices"."kind" = 'invoice')
        AND ("invoices"."supply" = 'owner') = ("invoices"."issuer_name" IS NOT NULL)
        AND ("invoices"."issuer_name" IS NULL) = ("invoices"."issuer_vat_number" IS NULL)) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_vat_number" CHECK (
        "invoices"."buyer_vat_number" IS NULL OR "invoices"."buyer_vat_number" ~ '^3[0-9]{13}3$') NOT VALID;
