SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Saudi mobile numbers in one spelling, E.164 (docs/decisions/0061-saudi-mobile-numbers.md): those
-- typed as "05…", "5…", "9665…", "+9665…" or "009665…" (with spaces, dashes, dots or brackets) are
-- rewritten; anything else ("12345", a landline, a foreign number) cannot be called or texted and
-- is cleared, as is an empty one. The check keeps it so, whatever writes the row.
UPDATE "users" SET "phone" = CASE
	WHEN regexp_replace("phone", '[[:space:]().–-]', '', 'g') ~ '^(\+966|00966|966|0)?5[0-9]{8}$'
	THEN '+9665' || right(regexp_replace("phone", '[[:space:]().–-]', '', 'g'), 8)
	ELSE NULL
END
WHERE "phone" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_e164" CHECK ("users"."phone" IS NULL OR "users"."phone" ~ '^\+9665[0-9]{8}$');
