ALTER TABLE "notifications" ADD COLUMN "mail_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_claimed_at" timestamp with time zone;--> statement-breakpoint
-- Notifications made before the outbox were mailed (or not) when they were made: settled, so the sweep
-- sends none of them again. A small table at this release (docs/operations.md, "Backfill in batches").
UPDATE "notifications" SET "mail_settled_at" = "created_at";--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_settled_at" IS NULL;