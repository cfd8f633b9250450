import type { ForgotPasswordAnswer } from '@shared/api-types';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export type { ForgotPasswordAnswer };

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<ForgotPasswordAnswer>('POST', '/api/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ message: string }>('POST', '/api/auth/reset-password', input),
  });
}
