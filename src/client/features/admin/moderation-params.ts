/**
 * The moderation screen keeps its view, filter and page in the address, as the other admin screens
 * do (docs/decisions/0024): /admin/moderation?type=item|user|message|review&page= for the open
 * reports (all kinds, the default, is left out), and ?view=hidden&page= for what is hidden now.
 * A malformed value is read as the default.
 */
import { REPORT_TARGETS, type ReportTarget } from '@shared/moderation';
import type { PageRoute } from '@shared/page-routes';
import { pageFromParam, pageWindow, searchOf } from './admin-params';

const MODERATION_PATH = '/admin/moderation' satisfies PageRoute;

/** The screen's tabs: the open reports of one kind or all, or what is hidden now. */
export type ModerationTab = ReportTarget | 'all' | 'hidden';

export interface ModerationListState {
  tab: ModerationTab;
  page: number;
}

export function moderationStateFromParams(params: URLSearchParams): ModerationListState {
  const type = params.get('type') ?? '';
  const tab: ModerationTab =
    params.get('view') === 'hidden'
      ? 'hidden'
      : (REPORT_TARGETS as readonly string[]).includes(type)
        ? (type as ReportTarget)
        : 'all';
  return { tab, page: pageFromParam(params.get('page')) };
}

export function paramsFromModerationState(state: ModerationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab === 'hidden') params.set('view', 'hidden');
  else if (state.tab !== 'all') params.set('type', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const moderationHref = (state: Partial<ModerationListState> = {}) =>
  `${MODERATION_PATH}${searchOf(paramsFromModerationState({ tab: 'all', page: 1, ...state }))}`;

export function moderationApiQuery(state: ModerationListState) {
  if (state.tab === 'hidden') return { view: 'hidden' as const, ...pageWindow(state.page) };
  return { ...(state.tab !== 'all' && { targetType: state.tab }), ...pageWindow(state.page) };
}
