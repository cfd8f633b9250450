/**
 * The admin tables keep their search, filter and page in the address
 * (docs/decisions/0024), so Back and a shared link keep them:
 * /admin/users?search=&status=all|active|blocked&page=,
 * /admin/items?search=&page=, /admin/audit?action=&page=,
 * /admin/search-words?search=&page=.
 * Anything malformed is read as the default.
 */
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS, type AuditAction, type SuspendedFilter } from '@shared/constants';
import type { PageRoute } from '@shared/page-routes';

export const USER_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** The address's words for the API's `suspended` values. */
const SUSPENDED_OF_STATUS: Record<UserStatusFilter, SuspendedFilter> = {
  all: 'all',
  active: 'false',
  blocked: 'true',
};

/** Pages past this are not asked for (the API refuses offsets above a million). */
const MAX_PAGE = Math.floor(1_000_000 / ADMIN_PAGE_SIZE);

/** `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** A search box's text, trimmed; the API takes at most 100 characters (the lexicon's, 60). */
function searchFromParam(value: string | null, max = 100): string {
  return (value ?? '').trim().slice(0, max);
}

/** The rows of a page: `limit` from `offset`. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

function build(entries: [string, string | number | undefined][]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

// ── Users ────────────────────────────────────────────────────────────────────

export interface UsersListState {
  search: string;
  status: UserStatusFilter;
  page: number;
}

export function usersStateFromParams(params: URLSearchParams): UsersListState {
  const status = params.get('status');
  return {
    search: searchFromParam(params.get('search')),
    status: (USER_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as UserStatusFilter)
      : 'all',
    page: pageFromParam(params.get('page')),
  };
}

/** Leaves out the defaults (all, page 1), in a stable order. */
export function paramsFromUsersState(state: UsersListState): URLSearchParams {
  return build([
    ['search', state.search.trim()],
    ['status', state.status === 'all' ? undefined : state.status],
    ['page', state.page > 1 ? state.page : undefined],
  ]);
}

/** The query of GET /api/admin/users for this state. */
export function usersApiQuery(state: UsersListState) {
  return {
    search: state.search || undefined,
    suspended: SUSPENDED_OF_STATUS[state.status],
    ...pageWindow(state.page),
  };
}

// ── Listings ─────────────────────────────────────────────────────────────────

export interface ItemsListState {
  search: string;
  page: number;
}

export function itemsStateFromParams(params: URLSearchParams): ItemsListState {
  return { search: searchFromParam(params.get('search')), page: pageFromParam(params.get('page')) };
}

export function paramsFromItemsState(state: ItemsListState): URLSearchParams {
  return build([
    ['search', state.search.trim()],
    ['page', state.page > 1 ? state.page : undefined],
  ]);
}

export function itemsApiQuery(state: ItemsListState) {
  return { search: state.search || undefined, ...pageWindow(state.page) };
}

// ── Audit log ────────────────────────────────────────────────────────────────

export interface AuditListState {
  action?: AuditAction;
  page: number;
}

export function auditStateFromParams(params: URLSearchParams): AuditListState {
  const action = params.get('action');
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action ?? '') ? (action as AuditAction) : undefined,
    page: pageFromParam(params.get('page')),
  };
}

export function paramsFromAuditState(state: AuditListState): URLSearchParams {
  return build([
    ['action', state.action],
    ['page', state.page > 1 ? state.page : undefined],
  ]);
}

export function auditApiQuery(state: AuditListState) {
  return { action: state.action, ...pageWindow(state.page) };
}

// ── Search words (the search lexicon) ────────────────────────────────────────

/** The page's path (React Router's and the server's list of pages, src/shared/page-routes.ts). */
export const SEARCH_WORDS_PATH = '/admin/search-words' satisfies PageRoute;
/** GET /api/admin/lexicon takes a search of at most 60 characters. */
export const LEXICON_SEARCH_MAX = 60;

export interface LexiconListState {
  search: string;
  page: number;
}

export function lexiconStateFromParams(params: URLSearchParams): LexiconListState {
  return {
    search: searchFromParam(params.get('search'), LEXICON_SEARCH_MAX),
    page: pageFromParam(params.get('page')),
  };
}

export function paramsFromLexiconState(state: LexiconListState): URLSearchParams {
  return build([
    ['search', state.search.trim()],
    ['page', state.page > 1 ? state.page : undefined],
  ]);
}

/** The href of /admin/search-words with this search and page (the defaults left out). */
export function searchWordsHref(state: Partial<LexiconListState> = {}): string {
  return `${SEARCH_WORDS_PATH}${searchOf(paramsFromLexiconState({ search: '', page: 1, ...state }))}`;
}

export function lexiconApiQuery(state: LexiconListState) {
  return { search: state.search || undefined, ...pageWindow(state.page) };
}

/** What the user page's Back link returns to: the users list as it was (its query string). */
export interface FromList {
  fromList?: string;
}

/** A query string with a leading '?', or nothing. */
export function searchOf(params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
