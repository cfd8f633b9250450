/** Inputs of the administrators' Jobs screen (docs/decisions/0047). Messages are keys of VALIDATION_MESSAGES. */
import { z } from 'zod';
import { JOB_STATE_NAMES } from '../constants';
import { paging } from './admin';

/** GET /api/admin/jobs: failed ones by default, newest first; one queue's, or all. */
export const adminJobsQuerySchema = z.object({
  state: z.enum(JOB_STATE_NAMES, 'invalid').default('failed'),
  queue: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'invalid')
    .optional(),
  ...paging,
});
