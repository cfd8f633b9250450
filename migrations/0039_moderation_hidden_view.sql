SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- The moderation screen's hidden view (docs/decisions/0064-reports-and-moderation.md, "What is
-- hidden now"): listings, reviews and messages hidden now, newest first, and each target's last
-- decision. Partial indexes: hidden rows are few. On production, build them first with CREATE INDEX
-- CONCURRENTLY (docs/operations.md, "Indexes on existing, large tables"); here they are then found.
CREATE INDEX IF NOT EXISTS "items_moderated_idx" ON "items" USING btree ("hidden_at") WHERE "items"."hidden_at" IS NOT NULL AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_moderated_idx" ON "reviews" USING btree ("hidden_at") WHERE "reviews"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_moderated_idx" ON "messages" USING btree ("hidden_at") WHERE "messages"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_decided_idx" ON "reports" USING btree ("target_type","target_id","decided_at") WHERE "reports"."status" <> 'open';
