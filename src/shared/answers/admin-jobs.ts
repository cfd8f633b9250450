/** Answers of the administrators' Jobs screen (docs/decisions/0047, "The job queue"). */
import { z } from 'zod';
import { JOB_STATE_NAMES } from '../constants';
import { timestamp, type Wire } from './wire';

/** A row of GET /api/admin/jobs: what it is for, where it stands, and why it failed. */
export const adminJobRow = z.object({
  id: z.number().int(),
  queue: z.string(),
  state: z.enum(JOB_STATE_NAMES),
  /** What the job is about (a refund's id, a payout's, a day), or null when it names nothing shown. */
  subject: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: timestamp,
  lastError: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
});
export type AdminJobRow = Wire<typeof adminJobRow>;

/** GET /api/admin/jobs/summary: each queue that holds unfinished jobs, by state. */
export const adminQueueCounts = z.array(
  z.object({
    queue: z.string(),
    waiting: z.number().int(),
    scheduled: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    oldestWaitingSeconds: z.number(),
  }),
);
export type AdminQueueCounts = Wire<typeof adminQueueCounts>;
