/**
 * The moderation screen keeps its filter and page in the address, as the other admin screens do
 * (docs/decisions/0024): /admin/moderation?type=item|user|message|review&page= (all kinds, the
 * default, is left out). A malformed value is read as the default.
 */
import { REPORT_TARGETS, type ReportTarget } from '@shared/moderation';
import type { PageRoute } from '@shared/page-routes';
import { pageFromParam, pageWindow, searchOf } from './admin-params';

const MODERATION_PATH = '/admin/moderation' satisfies PageRoute;

export interface ModerationListState {
  type: ReportTarget | 'all';
  page: number;
}

export function moderationStateFromParams(params: URLSearchParams): ModerationListState {
  const type = params.get('type') ?? '';
  return {
    type: (REPORT_TARGETS as readonly string[]).includes(type) ? (type as ReportTarget) : 'all',
    page: pageFromParam(params.get('page')),
  };
}

export function paramsFromModerationState(state: ModerationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 'all') params.set('type', state.type);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const moderationHref = (state: Partial<ModerationListState> = {}) =>
  `${MODERATION_PATH}${searchOf(paramsFromModerationState({ type: 'all', page: 1, ...state }))}`;

export function moderationApiQuery(state: ModerationListState) {
  return { ...(state.type !== 'all' && { targetType: state.type }), ...pageWindow(state.page) };
}
