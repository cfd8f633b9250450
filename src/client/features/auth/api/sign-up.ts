import type { MeResponse } from '@shared/api-types';
import type { RegisterInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/auth/register: creates the account and signs it in. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<MeResponse>('POST', '/api/auth/register', input),
  });
}
