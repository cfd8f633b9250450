SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Closed accounts (docs/decisions/0066-closed-accounts.md): a member who closes their account keeps
-- a row (bookings, invoices and the ledger refer to it), emptied of what names or reaches them.
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_closed_anonymous" CHECK ("users"."closed_at" IS NULL OR (
  "users"."first_name" = '' AND "users"."last_name" = '' AND "users"."account_type" = 'individual'
  AND "users"."bio" IS NULL AND "users"."phone" IS NULL AND "users"."address" IS NULL
  AND "users"."city" IS NULL AND "users"."state" IS NULL AND "users"."zip_code" IS NULL
  AND "users"."profile_picture" IS NULL AND "users"."company_name" IS NULL
  AND "users"."company_website" IS NULL AND "users"."tax_id" IS NULL AND "users"."business_address" IS NULL
  AND "users"."latitude" IS NULL AND "users"."longitude" IS NULL AND NOT "users"."is_admin"));--> statement-breakpoint
-- No booking names a closed account, even one requested while it closed: the row lock taken here
-- waits for the closing transaction, then sees it closed.
CREATE FUNCTION ajjir_bookings_refuse_closed_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (NEW.renter_id, NEW.owner_id) FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM users WHERE id IN (NEW.renter_id, NEW.owner_id) AND closed_at IS NOT NULL) THEN
    RAISE EXCEPTION 'a closed account takes part in no new booking' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_refuse_closed_members BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION ajjir_bookings_refuse_closed_members();
