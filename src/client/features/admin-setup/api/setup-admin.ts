import type { SetupAdminInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface SetupAdminAnswer {
  message: string;
  admin: { username: string; email: string };
  instructions: string;
  /** Present when no password was chosen: shown once, never stored in the clear. */
  generatedPassword?: string;
}

export function useSetupAdmin() {
  return useMutation({
    mutationFn: (input: SetupAdminInput) =>
      apiRequest<SetupAdminAnswer>('POST', '/api/setup-production-admin', input),
  });
}
