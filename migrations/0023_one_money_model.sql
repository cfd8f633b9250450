SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- One money model (docs/decisions/0046-one-money-model.md): every booking is priced in halalas
-- and carries its cancellation policy. Bookings made before payments (migration 0019) have only
-- total_cost; they are priced here exactly as priceBreakdown (src/shared/money.ts) prices a request:
--   subtotal = daily rate in halalas × charged days (at least one)
--   no discount: the listing discounts came with payments, after these prices were agreed
--   service fee 500 and commission 1000 basis points (DEFAULT_FEE_RATES), VAT 1500 on each fee,
--   each rounded half up once: floor((amount × basis points + 5000) / 10000)
-- and take the item's policy now ('flexible' when it has none), so bookings_price_adds_up holds.
-- No payment row goes with them: no money moved through Ajjir for them, and none will
-- (booking-money.ts settles paid bookings only).
--
-- Updated in the migration, not in batches: bookings made before payments are few (thousands at
-- most), so their row locks are held for moments (docs/operations.md, "Backfill in batches").
-- A total beyond an integer column (21,474,836.47 SAR) would stop this migration, and the previous
-- release keep serving, rather than be priced wrong; no request since 0019 can hold one either.
--
-- cancelled_late is left as recorded: it was decided by the 24-hour rule, the full-refund deadline
-- of the flexible policy that nearly every one of these bookings gets (0019 gave items 'flexible').
--
-- total_cost stays as it is, NOT NULL: the previous release still reads it (its booking answers,
-- the administrators' totals) and writes it. This release reads it nowhere and writes it from the
-- same breakdown (the subtotal, days × rate, what it always held). The next release may make it
-- nullable and stop writing it; the one after that drops it with bookings_total_not_negative
-- (docs/operations.md, "Retiring bookings.total_cost").
UPDATE "bookings" AS b SET
  "discount_percent" = 0,
  "subtotal_halalas" = f.subtotal,
  "discount_halalas" = 0,
  "rental_halalas" = f.subtotal,
  "service_fee_halalas" = f.service_fee,
  "service_fee_vat_halalas" = f.service_fee_vat,
  "commission_halalas" = f.commission,
  "commission_vat_halalas" = f.commission_vat,
  "total_halalas" = f.subtotal + f.service_fee + f.service_fee_vat,
  "owner_earning_halalas" = f.subtotal - f.commission - f.commission_vat,
  "cancellation_policy" = coalesce(
    (SELECT i."cancellation_policy" FROM "items" AS i WHERE i."id" = b."item_id"),
    'flexible'
  )
FROM (
  SELECT fees.id, fees.subtotal, fees.service_fee, fees.commission,
    (fees.service_fee * 1500 + 5000) / 10000 AS service_fee_vat,
    (fees.commission * 1500 + 5000) / 10000 AS commission_vat
  FROM (
    SELECT priced.id, priced.subtotal,
      (priced.subtotal * 500 + 5000) / 10000 AS service_fee,
      (priced.subtotal * 1000 + 5000) / 10000 AS commission
    FROM (
      SELECT "id", round("daily_rate" * 100)::bigint * greatest(1, "end_date" - "start_date") AS subtotal
      FROM "bookings"
      WHERE "total_halalas" IS NULL
    ) AS priced
  ) AS fees
) AS f
WHERE b."id" = f.id;--> statement-breakpoint
-- From now on no booking is written without its price: the code reads `price` as always there.
-- NOT VALID, as a constraint on an existing table is added (docs/operations.md): the rows are all
-- priced just above, and the next release validates it and sets total_halalas NOT NULL.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_priced" CHECK ("bookings"."total_halalas" IS NOT NULL) NOT VALID;
