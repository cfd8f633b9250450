-- Member text loses the bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069),
-- as the shared text schema now strips them on the way in (docs/decisions/0034). Each UPDATE writes
-- only the rare rows that hold one, so it locks few rows even on a large table.
UPDATE "users" SET
  "first_name" = regexp_replace("first_name", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "last_name" = regexp_replace("last_name", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "bio" = regexp_replace("bio", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "phone" = regexp_replace("phone", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "address" = regexp_replace("address", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "city" = regexp_replace("city", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "state" = regexp_replace("state", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "zip_code" = regexp_replace("zip_code", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "company_name" = regexp_replace("company_name", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "tax_id" = regexp_replace("tax_id", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "business_address" = regexp_replace("business_address", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "suspension_reason" = regexp_replace("suspension_reason", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "first_name" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "last_name" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "bio" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "phone" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "address" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "city" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "state" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "zip_code" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "company_name" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "tax_id" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "business_address" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "suspension_reason" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "items" SET
  "title" = regexp_replace("title", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "description" = regexp_replace("description", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "address" = regexp_replace("address", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "city" = regexp_replace("city", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "state" = regexp_replace("state", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "zip_code" = regexp_replace("zip_code", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "title" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "description" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "address" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "city" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "state" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "zip_code" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "bookings" SET
  "message" = regexp_replace("message", '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
  "status_reason" = regexp_replace("status_reason", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "message" ~ '[\u202A-\u202E\u2066-\u2069]'
   OR "status_reason" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "booking_events" SET
  "reason" = regexp_replace("reason", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "reason" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "item_blocked_dates" SET
  "reason" = regexp_replace("reason", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "reason" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "reviews" SET
  "comment" = regexp_replace("comment", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "comment" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "messages" SET
  "content" = regexp_replace("content", '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE "content" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
-- Pictures: only our uploads, the demo's drawings, or a photo bucket's upload (https://…/uploads/<name>.webp)
-- stay; another site's picture would tell its owner every viewer's address (docs/decisions/0034).
UPDATE "users" SET "profile_picture" = NULL
WHERE "profile_picture" IS NOT NULL AND "profile_picture" !~ '^(/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp|/images/demo/[A-Za-z0-9_-]+\.svg|https://[^/?#@\s\\]+(/[^?#@\s\\]*)?/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp)$';--> statement-breakpoint
UPDATE "items" SET "images" = ARRAY(
  SELECT "url" FROM unnest("images") WITH ORDINALITY AS "photo"("url", "position")
  WHERE "url" ~ '^(/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp|/images/demo/[A-Za-z0-9_-]+\.svg|https://[^/?#@\s\\]+(/[^?#@\s\\]*)?/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp)$' ORDER BY "position"
)
WHERE EXISTS (SELECT 1 FROM unnest("images") AS "photo"("url") WHERE "url" !~ '^(/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp|/images/demo/[A-Za-z0-9_-]+\.svg|https://[^/?#@\s\\]+(/[^?#@\s\\]*)?/uploads/([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp)$');
