SET LOCAL lock_timeout = '5s';--> statement-breakpoint
-- The job queue (docs/decisions/0047-money-architecture.md, "The job queue"): every deadline and
-- every call to a service outside Ajjir is a row here, written in the transaction of the change
-- that asks for it, claimed by one worker at a time (FOR UPDATE SKIP LOCKED, with a lease), retried
-- with backoff and left `failed` with its last error for the administrators. A new table: the
-- previous release neither reads nor writes it.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" IN ('queued','running','done','failed')),
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 AND "jobs"."max_attempts" >= 1),
	CONSTRAINT "jobs_queue_named" CHECK ("jobs"."queue" ~ '^[a-z][a-z0-9_.-]{0,63}$'),
	CONSTRAINT "jobs_running_leased" CHECK ("jobs"."state" <> 'running' OR ("jobs"."locked_by" IS NOT NULL AND "jobs"."locked_until" IS NOT NULL))
);--> statement-breakpoint
-- What a worker claims next: queued and due, oldest first.
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at", "id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
-- Running jobs whose lease lapsed (their process died) are claimed again.
CREATE INDEX "jobs_leased_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
-- The counts /metrics and the administrators read, and the failed list.
CREATE INDEX "jobs_open_queue_idx" ON "jobs" USING btree ("queue", "state") WHERE "jobs"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("finished_at" DESC, "id" DESC) WHERE "jobs"."state" = 'failed';--> statement-breakpoint
-- Housekeeping forgets finished jobs after a while.
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" = 'done';
