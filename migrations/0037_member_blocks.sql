SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Members block members (docs/decisions/0065-members-block-members.md): one row per blocker and
-- blocked member, private to the blocker. While a row stands neither of the two may message the
-- other, and the blocked member may not request the blocker's items (nor the blocker theirs).
CREATE TABLE "member_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "member_blocks_not_self" CHECK ("member_blocks"."blocker_id" <> "member_blocks"."blocked_id")
);--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The other way round, for "has this member blocked me?" and for removing an account's rows.
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");--> statement-breakpoint
-- A blocker's list, newest first, in pages (the keyset of GET /api/blocks).
CREATE INDEX "member_blocks_blocker_time_idx" ON "member_blocks" USING btree ("blocker_id","created_at" DESC,"blocked_id");
