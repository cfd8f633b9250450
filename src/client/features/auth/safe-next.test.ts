import { isPageRoute } from '@shared/page-routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const SITE = 'https://ajjir.sa';

/** Where the browser goes when the page at `from` assigns `next` (as signing in does). */
const landing = (next: string, from = `${SITE}/auth?next=x`) => new URL(next, from);

describe('safeNextPath', () => {
  it('keeps a page of this site, with its query and hash', () => {
    expect(safeNextPath('/list-item')).toBe('/list-item');
    expect(safeNextPath('/item/abc?tab=reviews#top')).toBe('/item/abc?tab=reviews#top');
    expect(safeNextPath('/admin/users?search=sara&page=2')).toBe('/admin/users?search=sara&page=2');
    // An encoded slash stays encoded: it is part of the item's id, not a way out.
    expect(safeNextPath('/item/a%2F..%2Fadmin')).toBe('/item/a%2F..%2Fadmin');
  });

  it.each([
    null,
    '',
    'list-item',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    // Dot segments that the URL parser removes, leaving a protocol-relative address.
    '/.//evil.example/x',
    '/./\\evil.example/x',
    '/browse/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example',
    '/item/../..//evil.example',
    '/\t/evil.example',
    '/%5C%5Cevil',
    // Not a page of the app.
    '/no-such-page',
    '/api/auth/logout',
    '/uploads/x.webp',
  ])('sends %o home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('never leaves the site, whatever it is given', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E',
      '\\',
      '%5c',
      'evil.example',
      'item',
      'browse',
      'admin',
      'users',
      '@',
      ':',
      '?',
      '#',
      '\t',
      '\n',
      ' ',
      'https:',
      '%2f',
      'x',
    );
    const crafted = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string(), fc.webPath()), (next) => {
        const path = safeNextPath(next);
        const target = landing(path);
        expect(target.origin).toBe(SITE);
        expect(isPageRoute(target.pathname)).toBe(true);
        // Nothing is left to normalise: what was decided on is what is followed, from any page.
        expect(`${target.pathname}${target.search}${target.hash}`).toBe(path);
        expect(landing(path, `${SITE}/item/1/edit`).href).toBe(target.href);
      }),
      { numRuns: 1000 },
    );
    // Generous: property runs are slow on a busy machine, and the count of runs is what matters.
  }, 60_000);
});
