SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Verified members (docs/decisions/0062-verified-members.md): a confirmed e-mail, a phone that
-- received a code, an identity checked through Nafath, a business checked at the Ministry of
-- Commerce (Wathq). Accounts made before confirmation existed keep their e-mail as confirmed.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "joined_at";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_verified_has_phone" CHECK ("users"."phone_verified_at" IS NULL OR "users"."phone" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_verified_is_business" CHECK ("users"."business_verified_at" IS NULL OR "users"."account_type" = 'business');--> statement-breakpoint
CREATE INDEX "users_verified_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name")) WHERE "users"."identity_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_verified_company_idx" ON "users" USING btree (lower("company_name")) WHERE "users"."business_verified_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "identity_requirement" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_identity_requirement" CHECK ("items"."identity_requirement" IN ('none', 'instant', 'all'));--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "phone_codes_phone_e164" CHECK ("phone_codes"."phone" ~ '^\+9665[0-9]{8}$'),
	CONSTRAINT "phone_codes_tries" CHECK ("phone_codes"."tries" BETWEEN 0 AND 5)
);--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at" DESC);--> statement-breakpoint
CREATE TABLE "nafath_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"national_id" text,
	"id_hash" text NOT NULL,
	"document" text NOT NULL,
	"trans_id" text,
	"random" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "nafath_requests_status" CHECK ("nafath_requests"."status" IN ('starting', 'waiting', 'completed', 'rejected', 'expired', 'failed')),
	CONSTRAINT "nafath_requests_id_only_while_open" CHECK (("nafath_requests"."national_id" IS NULL) = ("nafath_requests"."status" NOT IN ('starting', 'waiting'))),
	CONSTRAINT "nafath_requests_finished_whole" CHECK (("nafath_requests"."finished_at" IS NULL) = ("nafath_requests"."status" IN ('starting', 'waiting'))),
	CONSTRAINT "nafath_requests_waiting_has_number" CHECK ("nafath_requests"."status" <> 'waiting' OR ("nafath_requests"."trans_id" IS NOT NULL AND "nafath_requests"."random" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "nafath_requests" ADD CONSTRAINT "nafath_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nafath_requests_trans_key" ON "nafath_requests" USING btree ("trans_id");--> statement-breakpoint
-- One start at a time per member, and one request waiting.
CREATE UNIQUE INDEX "nafath_requests_starting_key" ON "nafath_requests" USING btree ("user_id") WHERE "nafath_requests"."status" = 'starting';--> statement-breakpoint
CREATE UNIQUE INDEX "nafath_requests_waiting_key" ON "nafath_requests" USING btree ("user_id") WHERE "nafath_requests"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "nafath_requests_user_idx" ON "nafath_requests" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text DEFAULT 'nafath' NOT NULL,
	"level" text NOT NULL,
	"document" text NOT NULL,
	"id_hash" text NOT NULL,
	"verified_name" text,
	"verified_name_en" text,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	CONSTRAINT "identity_verifications_document" CHECK ("identity_verifications"."document" IN ('citizen', 'resident')),
	CONSTRAINT "identity_verifications_revoked_whole" CHECK (("identity_verifications"."revoked_at" IS NULL) = ("identity_verifications"."revoke_reason" IS NULL))
);--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One ID verifies one account; an account has one live verification.
CREATE UNIQUE INDEX "identity_verifications_id_key" ON "identity_verifications" USING btree ("id_hash") WHERE "identity_verifications"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_user_key" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","verified_at" DESC);--> statement-breakpoint
CREATE TABLE "business_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cr_number" text NOT NULL,
	"vat_number" text,
	"company_name" text NOT NULL,
	"registered_name" text,
	"registry_status" text,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"note" text,
	CONSTRAINT "business_checks_cr" CHECK ("business_checks"."cr_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "business_checks_vat" CHECK ("business_checks"."vat_number" IS NULL OR "business_checks"."vat_number" ~ '^3[0-9]{13}3$'),
	CONSTRAINT "business_checks_status" CHECK ("business_checks"."status" IN ('verified', 'review', 'rejected', 'revoked')),
	CONSTRAINT "business_checks_reason" CHECK ("business_checks"."reason" IS NULL OR "business_checks"."reason" IN ('name_mismatch', 'not_active', 'not_found', 'registry_unavailable', 'name_taken')),
	CONSTRAINT "business_checks_review_has_reason" CHECK ("business_checks"."status" <> 'review' OR "business_checks"."reason" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "business_checks" ADD CONSTRAINT "business_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_checks" ADD CONSTRAINT "business_checks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One registration verifies one account; a member has one check verified or waiting at a time.
CREATE UNIQUE INDEX "business_checks_verified_cr_key" ON "business_checks" USING btree ("cr_number") WHERE "business_checks"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "business_checks_open_key" ON "business_checks" USING btree ("user_id") WHERE "business_checks"."status" IN ('verified', 'review');--> statement-breakpoint
CREATE INDEX "business_checks_queue_idx" ON "business_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "business_checks_user_idx" ON "business_checks" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
-- A changed e-mail, phone or company name loses what was proven of the old one, whatever writes it.
CREATE FUNCTION ajjir_users_lose_changed_proofs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW.email) IS DISTINCT FROM lower(OLD.email) THEN
    NEW.email_confirmed_at := NULL;
  END IF;
  IF NEW.phone IS DISTINCT FROM OLD.phone THEN
    NEW.phone_verified_at := NULL;
  END IF;
  IF NEW.company_name IS DISTINCT FROM OLD.company_name OR NEW.account_type IS DISTINCT FROM OLD.account_type THEN
    NEW.business_verified_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_lose_changed_proofs BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION ajjir_users_lose_changed_proofs();--> statement-breakpoint
-- A business whose name changed is checked again: its verified check is revoked.
CREATE FUNCTION ajjir_users_revoke_renamed_business() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_checks SET status = 'revoked', decided_at = now(), note = 'company name changed'
  WHERE user_id = NEW.id AND status IN ('verified', 'review');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_revoke_renamed_business AFTER UPDATE OF company_name, account_type ON users FOR EACH ROW
  WHEN (NEW.company_name IS DISTINCT FROM OLD.company_name OR NEW.account_type IS DISTINCT FROM OLD.account_type)
  EXECUTE FUNCTION ajjir_users_revoke_renamed_business();--> statement-breakpoint
-- The badges follow the checks' rows: the live identity verification, the verified business check.
CREATE FUNCTION ajjir_identity_badge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET identity_verified_at = (
    SELECT verified_at FROM identity_verifications WHERE user_id = NEW.user_id AND revoked_at IS NULL
  ) WHERE id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER identity_verifications_badge AFTER INSERT OR UPDATE ON identity_verifications FOR EACH ROW EXECUTE FUNCTION ajjir_identity_badge();--> statement-breakpoint
CREATE FUNCTION ajjir_business_badge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET business_verified_at = (
    SELECT coalesce(decided_at, created_at) FROM business_checks WHERE user_id = NEW.user_id AND status = 'verified'
  ) WHERE id = NEW.user_id AND business_verified_at IS DISTINCT FROM (
    SELECT coalesce(decided_at, created_at) FROM business_checks WHERE user_id = NEW.user_id AND status = 'verified'
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_checks_badge AFTER INSERT OR UPDATE ON business_checks FOR EACH ROW EXECUTE FUNCTION ajjir_business_badge();
