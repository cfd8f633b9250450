ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
DROP INDEX "reviews_item_idx";--> statement-breakpoint
DROP INDEX "reviews_reviewee_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- A completed booking changes no more, so its last change was its completion: the review window runs from there.
UPDATE "bookings" SET "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_item_published_idx" ON "reviews" USING btree ("item_id","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_reviewee_published_idx" ON "reviews" USING btree ("reviewee_id","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("booking_id") WHERE "reviews"."published_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'review_reminder', 'new_message'));