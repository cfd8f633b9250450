/**
 * The Verifications screen keeps its status tab and page in the address, as the other admin tables
 * do (docs/decisions/0024): /admin/verifications?status=verified|rejected|revoked&page= (review, the
 * default, is left out: what waits for an administrator). A malformed value is read as the default.
 */
import type { PageRoute } from '@shared/page-routes';
import { BUSINESS_CHECK_STATUSES, type BusinessCheckStatus } from '@shared/verification';
import { pageFromParam, pageWindow, searchOf } from './admin-params';

/** The page's path (React Router's and the server's list of pages, src/shared/page-routes.ts). */
const VERIFICATIONS_PATH = '/admin/verifications' satisfies PageRoute;

/** The tabs, the queue first. */
export const VERIFICATION_TABS = [
  'review',
  'verified',
  'rejected',
  'revoked',
] as const satisfies readonly BusinessCheckStatus[];

export interface VerificationsListState {
  status: BusinessCheckStatus;
  page: number;
}

export function verificationsStateFromParams(params: URLSearchParams): VerificationsListState {
  const status = params.get('status');
  return {
    status: (BUSINESS_CHECK_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as BusinessCheckStatus)
      : 'review',
    page: pageFromParam(params.get('page')),
  };
}

/** Leaves out the defaults (review, page 1), in a stable order. */
export function paramsFromVerificationsState(state: VerificationsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'review') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The href of the Verifications screen in this state (the queue, page 1 unless said). */
export const verificationsHref = (state: Partial<VerificationsListState> = {}) =>
  `${VERIFICATIONS_PATH}${searchOf(paramsFromVerificationsState({ status: 'review', page: 1, ...state }))}`;

/** The query of GET /api/admin/verifications/business for this state. */
export function verificationsApiQuery(state: VerificationsListState) {
  return { status: state.status, ...pageWindow(state.page) };
}
