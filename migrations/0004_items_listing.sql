DROP INDEX "items_available_created_idx";--> statement-breakpoint
DROP INDEX "items_owner_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at","id") WHERE "items"."is_available" AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_category_idx" ON "items" USING btree ("category_id","created_at","id") WHERE "items"."is_available" AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_city_idx" ON "items" USING btree (lower("city"),"created_at","id") WHERE "items"."is_available" AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_price_idx" ON "items" USING btree ("daily_rate","id") WHERE "items"."is_available" AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_rating_idx" ON "items" USING btree ("rating","total_reviews","id") WHERE "items"."is_available" AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id","created_at");