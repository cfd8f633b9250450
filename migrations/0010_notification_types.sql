-- Notifications written before the types were settled (issue 5's "booking.<status>", the demo's
-- "booking_request") take the names shared/notifications.ts words; the demo's person fields become actorName.
UPDATE "notifications" SET "type" = CASE
	WHEN "type" IN ('booking.pending', 'booking_request') THEN 'booking_requested'
	WHEN "type" LIKE 'booking.%' THEN 'booking_' || substr("type", 9)
	ELSE "type" END
WHERE "type" LIKE 'booking.%' OR "type" = 'booking_request';--> statement-breakpoint
UPDATE "notifications"
SET "data" = ("data" - 'renterName' - 'ownerName' - 'reviewerName' - 'senderName')
	|| jsonb_build_object('actorName', coalesce("data"->>'renterName', "data"->>'ownerName', "data"->>'reviewerName', "data"->>'senderName'))
WHERE NOT "data" ? 'actorName' AND ("data" ?| ARRAY['renterName', 'ownerName', 'reviewerName', 'senderName']);--> statement-breakpoint
-- What still has no words cannot be shown.
DELETE FROM "notifications" WHERE "type" NOT IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'new_message');--> statement-breakpoint
-- At most one unread "new messages" notification per sender: older duplicates count as read.
UPDATE "notifications" AS "n" SET "read_at" = now()
WHERE "n"."type" = 'new_message' AND "n"."read_at" IS NULL AND EXISTS (
	SELECT 1 FROM "notifications" AS "m"
	WHERE "m"."user_id" = "n"."user_id" AND "m"."type" = 'new_message' AND "m"."read_at" IS NULL
		AND "m"."data"->>'senderId' = "n"."data"->>'senderId' AND ("m"."created_at", "m"."id") > ("n"."created_at", "n"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_key" ON "notifications" USING btree ("user_id",("data"->>'senderId')) WHERE "notifications"."type" = 'new_message' AND "notifications"."read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" IN ('booking_requested', 'booking_confirmed', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_active', 'booking_completed', 'review_received', 'new_message'));