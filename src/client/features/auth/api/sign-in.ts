import type { MeResponse } from '@shared/api-types';
import type { LoginInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/auth/login; the page reloads on success, which refreshes every piece of data. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<MeResponse>('POST', '/api/auth/login', input),
  });
}
