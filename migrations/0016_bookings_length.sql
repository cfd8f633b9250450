SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- A request or a confirmed booking holds at most MAX_RENTAL_DAYS (30) days of a listing
-- (docs/decisions/0033). NOT VALID: rows from before the limit are not scanned, and since a status
-- outside the two is always allowed, such a booking can still be declined, cancelled, expired,
-- handed over and returned; only accepting an over-long request is refused.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_length_within_max" CHECK ("bookings"."status" NOT IN ('pending', 'confirmed') OR "bookings"."end_date" - "bookings"."start_date" <= 30) NOT VALID;
