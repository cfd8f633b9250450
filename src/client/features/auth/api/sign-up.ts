import type { Registered } from '@shared/answers/auth';
import type { RegisterInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/auth/register: creates the account and signs it in; where links are given on screen (a
 * demo), the answer carries the token of its e-mail confirmation link.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<Registered>('POST', '/api/auth/register', input),
  });
}
