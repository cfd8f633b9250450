import { describe, expect, it } from 'vitest';
import {
  auditApiQuery,
  auditStateFromParams,
  itemsApiQuery,
  itemsStateFromParams,
  pageFromParam,
  paramsFromAuditState,
  paramsFromItemsState,
  paramsFromUsersState,
  searchOf,
  usersApiQuery,
  usersStateFromParams,
} from './admin-params';

const params = (query: string) => new URLSearchParams(query);

describe('the page in the address', () => {
  it('is a whole number from 1; anything else is the first page', () => {
    expect(pageFromParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '2e3'])
      expect(pageFromParam(bad), String(bad)).toBe(1);
  });

  it('stops where the API stops taking offsets', () => {
    expect(pageFromParam('99999999')).toBe(50_000);
  });
});

describe('the users table in the address', () => {
  it('reads search, status and page, with defaults for what is missing or wrong', () => {
    expect(usersStateFromParams(params('search=%20sara%20&status=blocked&page=2'))).toEqual({
      search: 'sara',
      status: 'blocked',
      page: 2,
    });
    expect(usersStateFromParams(params('status=deleted&page=x'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(paramsFromUsersState({ search: '', status: 'all', page: 1 }).toString()).toBe('');
    const written = paramsFromUsersState({ search: 'خالد', status: 'active', page: 3 });
    expect(written.toString()).toBe(`search=${encodeURIComponent('خالد')}&status=active&page=3`);
    expect(usersStateFromParams(written)).toEqual({ search: 'خالد', status: 'active', page: 3 });
  });

  it("maps the status to the API's suspended filter and the page to limit and offset", () => {
    expect(usersApiQuery({ search: '', status: 'all', page: 1 })).toEqual({
      search: undefined,
      suspended: 'all',
      limit: 20,
      offset: 0,
    });
    expect(usersApiQuery({ search: 'x', status: 'active', page: 2 })).toMatchObject({
      search: 'x',
      suspended: 'false',
      offset: 20,
    });
    expect(usersApiQuery({ search: '', status: 'blocked', page: 3 })).toMatchObject({
      suspended: 'true',
      offset: 40,
    });
  });
});

describe('the listings table in the address', () => {
  it('reads and writes search and page', () => {
    const state = itemsStateFromParams(params('search=tent&page=4'));
    expect(state).toEqual({ search: 'tent', page: 4 });
    expect(paramsFromItemsState(state).toString()).toBe('search=tent&page=4');
    expect(itemsApiQuery(state)).toEqual({ search: 'tent', limit: 20, offset: 60 });
  });
});

describe('the audit log in the address', () => {
  it('keeps a known action only', () => {
    expect(auditStateFromParams(params('action=user.suspend&page=2'))).toEqual({
      action: 'user.suspend',
      page: 2,
    });
    expect(auditStateFromParams(params('action=drop.table'))).toEqual({ action: undefined, page: 1 });
  });

  it('writes and queries the action and page', () => {
    expect(paramsFromAuditState({ action: 'item.delete', page: 1 }).toString()).toBe('action=item.delete');
    expect(auditApiQuery({ page: 2 })).toEqual({ action: undefined, limit: 20, offset: 20 });
  });
});

describe('searchOf', () => {
  it('adds the question mark only when there is a query', () => {
    expect(searchOf(params(''))).toBe('');
    expect(searchOf(params('page=2'))).toBe('?page=2');
  });
});

describe('the admin paths', () => {
  it('build the tables with their query, leaving out the defaults', async () => {
    const { paths } = await import('../../app/paths');
    expect(paths.adminUsers()).toBe('/admin/users');
    expect(paths.adminUsers({ search: 'sara', status: 'blocked', page: 2 })).toBe(
      '/admin/users?search=sara&status=blocked&page=2',
    );
    expect(paths.adminUsers({ status: 'all', page: 1 })).toBe('/admin/users');
    expect(paths.adminItems({ search: 'خيمة' })).toBe(`/admin/items?search=${encodeURIComponent('خيمة')}`);
    expect(paths.adminAudit({ action: 'user.suspend', page: 3 })).toBe(
      '/admin/audit?action=user.suspend&page=3',
    );
    expect(paths.adminReports({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBe(
      '/admin/reports?startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(paths.adminUser('a/b')).toBe('/admin/users/a%2Fb');
  });
});
