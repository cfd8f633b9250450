import type { SetupAdminAnswer } from '@shared/api-types';
import type { SetupAdminInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export type { SetupAdminAnswer };

export function useSetupAdmin() {
  return useMutation({
    mutationFn: (input: SetupAdminInput) =>
      apiRequest<SetupAdminAnswer>('POST', '/api/setup-production-admin', input),
  });
}
