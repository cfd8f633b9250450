/** What the account routes accept (docs/decisions/0066-closed-accounts.md). */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';

/**
 * POST /api/account/close: the current password (a session alone cannot close an account) and an
 * explicit yes, given after reading what is removed and what is kept.
 */
export const closeAccountSchema = z.object({
  currentPassword: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH, 'current_password_wrong'),
  confirm: z.literal(true, 'required'),
});
export type CloseAccountInput = z.input<typeof closeAccountSchema>;

/** The closing dialog: its box starts unticked, and only a tick passes. */
export const closeAccountFormSchema = z.object({
  currentPassword: closeAccountSchema.shape.currentPassword,
  confirm: z.boolean('required').refine((ticked) => ticked, 'required'),
});
export type CloseAccountFormValues = z.input<typeof closeAccountFormSchema>;
