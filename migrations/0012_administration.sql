-- Administration (issue 8, docs/decisions/0024): the audit log keeps the target's name, and the
-- admin screens' lists, search, dashboard and reports read indexes of their own.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
DROP INDEX "users_joined_at_idx";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
-- The accounts the setup and the command line made or promoted are named as the admin screens name accounts.
UPDATE "admin_audit_log" AS "a" SET "target_label" = CASE
	WHEN "u"."account_type" = 'business' AND "u"."company_name" IS NOT NULL THEN "u"."company_name"
	ELSE "u"."first_name" || ' ' || "u"."last_name" END
FROM "users" AS "u"
WHERE "a"."target_type" = 'user' AND "a"."target_id" = "u"."id"::text AND "a"."target_label" IS NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_completed_idx" ON "bookings" USING btree ("completed_at") WHERE "bookings"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "bookings_under_way_idx" ON "bookings" USING btree ("status","end_date") WHERE "bookings"."status" IN ('confirmed', 'active');--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_joined_at_idx" ON "users" USING btree ("joined_at","id");--> statement-breakpoint
-- The admin users search (features/admin/admin-users.queries.ts): a substring of the names,
-- company, username or e-mail, folded as item search folds (ajjir_search_normalize, migration
-- 0005), so أحمد and احمد meet. Stored, so that checking a trigram candidate is a plain LIKE on
-- the column rather than the normalizing function again; LIKE '%…%' reads the trigram index.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  ajjir_search_normalize("first_name" || ' ' || "last_name" || ' ' || coalesce("company_name", '') || ' ' || "username" || ' ' || "email")
) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message', 'listing_removed'));