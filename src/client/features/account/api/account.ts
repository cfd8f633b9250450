/**
 * A member's own account (docs/decisions/0066-closed-accounts.md): what keeps it from closing, the
 * download of their data, and closing it.
 */
import type { AccountClosing } from '@shared/api-types';
import type { ApiErrorBody } from '@shared/errors';
import type { CloseAccountInput } from '@shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { currentUserQueryKey, setSigningOutHere } from '../../auth';

export const closingQueryKey = ['/api/account/closing'] as const;
export const EXPORT_URL = '/api/account/export';

/** GET /api/account/closing: whether the account may close now, and what keeps it open if not. */
export function useAccountClosing() {
  return useQuery<AccountClosing>({ queryKey: closingQueryKey, staleTime: 0 });
}

/** The file's name from Content-Disposition, or a plain one. */
export function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'ajjir-my-data.json';
}

/**
 * GET /api/account/export, saved as a file: fetched (so a refusal, a rate limit say, is shown
 * in the page's words rather than opened as a page), then handed to the browser as a download.
 * Answers the file's name.
 */
async function downloadMyData(): Promise<string> {
  const res = await fetch(EXPORT_URL, { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    let body: ApiErrorBody | undefined;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(res.status, text, body);
  }
  const name = fileNameOf(res.headers.get('content-disposition'));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/**
 * POST /api/account/close. The live stream's end of session that follows is this page's own doing
 * (it goes home, not to sign-in); once closed, every cached answer is forgotten. A refusal refreshes
 * what keeps the account open.
 */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseAccountInput) => apiRequest<null>('POST', '/api/account/close', input),
    onMutate: () => setSigningOutHere(true),
    onError: () => {
      setSigningOutHere(false);
      return queryClient.invalidateQueries({ queryKey: closingQueryKey });
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, { user: null });
    },
  });
}
