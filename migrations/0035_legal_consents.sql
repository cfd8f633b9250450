SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Legal consents (docs/decisions/0063-legal-consents.md): which version of the Terms and of the
-- Privacy notice each member accepted, and when. A new version adds a row; the rows are proof and
-- are never edited. Accounts made before consents existed have none: they are asked when they
-- next sign in (the client's prompt), as after any new version.
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_document" CHECK ("consents"."document" IN ('terms', 'privacy')),
	CONSTRAINT "consents_version" CHECK ("consents"."version" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_document_version_key" ON "consents" USING btree ("user_id","document","version");
