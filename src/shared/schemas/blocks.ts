/**
 * Inputs of the blocking endpoints (docs/decisions/0065-members-block-members.md). Messages are keys
 * of VALIDATION_MESSAGES. The blocker is always the session's user, never the body.
 */
import { z } from 'zod';
import { BLOCKS_PAGE_SIZE, MAX_BLOCKS_PAGE } from '../blocking';
import { numberInput } from '../digits';
import { uuidSchema } from './items';

/** POST /api/blocks. */
export const blockMemberSchema = z.object({ userId: uuidSchema });

/** GET /api/blocks?before=&limit=: one page of the viewer's blocked members, newest first. */
export const blocksQuerySchema = z.object({
  /** A blocked member's id: the page ends just after that member's row. */
  before: uuidSchema.optional(),
  /** In Western or Arabic-Indic digits (shared/digits.ts). */
  limit: z
    .preprocess(
      numberInput,
      z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(MAX_BLOCKS_PAGE, 'invalid'),
    )
    .default(BLOCKS_PAGE_SIZE),
});
