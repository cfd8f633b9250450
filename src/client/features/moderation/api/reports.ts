/** POST /api/reports (docs/decisions/0064-reports-and-moderation.md): a member's report. */
import type { FiledReport } from '@shared/api-types';
import type { ReportReason, ReportTarget } from '@shared/moderation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface ReportInput {
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  details: string;
}

export function useFileReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiRequest<FiledReport>('POST', '/api/reports', input),
  });
}
