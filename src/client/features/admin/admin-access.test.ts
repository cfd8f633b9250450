import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../auth';
import { adminAccess, signInPath } from './admin-access';

describe('adminAccess', () => {
  it('waits while the current user loads', () => {
    expect(adminAccess({ isPending: true, user: undefined }, '/admin')).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out visitor to sign in, and back to the admin path after', () => {
    const access = adminAccess({ isPending: false, user: null }, '/admin/users?search=sara&page=2');
    expect(access).toEqual({
      kind: 'signIn',
      to: '/auth?next=/admin/users%3Fsearch%3Dsara%26page%3D2',
    });
    const next = new URL(`http://x${access.kind === 'signIn' ? access.to : ''}`).searchParams.get('next');
    expect(safeNextPath(next)).toBe('/admin/users?search=sara&page=2');
  });

  it('sends a signed-in non-administrator home', () => {
    expect(adminAccess({ isPending: false, user: { isAdmin: false } }, '/admin')).toEqual({
      kind: 'notAdmin',
      to: '/',
    });
  });

  it('lets an administrator in', () => {
    expect(adminAccess({ isPending: false, user: { isAdmin: true } }, '/admin')).toEqual({ kind: 'allowed' });
  });
});

describe('signInPath', () => {
  it('keeps the slashes of the path readable', () => {
    expect(signInPath('/admin/items')).toBe('/auth?next=/admin/items');
  });
});
