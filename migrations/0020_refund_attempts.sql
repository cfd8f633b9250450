SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- Refunds of a second paid attempt, and a refund queue nothing can block (docs/decisions/0044-payments.md,
-- "A page paid twice" and "Refunds are owed first, then made"). New nullable columns and new
-- indexes only: the running version neither reads nor writes them.
--
-- The gateway payment a refund goes to when it is not the payment's own: a second attempt paid on
-- the same page, refunded in full. Null for every other refund.
ALTER TABLE "refunds" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
-- When the gateway was last asked to make it: the queue takes the least recently tried first.
ALTER TABLE "refunds" ADD COLUMN "tried_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_extra_attempt_idx" ON "refunds" USING btree ("gateway_payment_id") WHERE "refunds"."gateway_payment_id" IS NOT NULL;--> statement-breakpoint
-- The day's reconciliation reads the refunds made that day.
CREATE INDEX "refunds_done_idx" ON "refunds" USING btree ("done_at") WHERE "refunds"."status" = 'done';
