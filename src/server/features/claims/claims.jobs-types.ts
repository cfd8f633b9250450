/**
 * The claims feature's queue (jobs/queue.ts), declared apart from its handler (claims.jobs.ts),
 * since the service that enqueues it is also what the handler calls.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/queue';

/** A claim's answer is due: unanswered, it counts as accepted (claims.service.ts, `acceptBySilence`). */
export const claimAnswerDueJob = defineJob('claim.answer_due', z.object({ claimId: z.uuid() }));
