import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeNextPath('/list-item')).toBe('/list-item');
    expect(safeNextPath('/item/abc?tab=reviews#top')).toBe('/item/abc?tab=reviews#top');
    // An encoded backslash stays encoded: it is a path segment here, not a way out.
    expect(safeNextPath('/%5C%5Cevil')).toBe('/%5C%5Cevil');
  });

  it.each([
    null,
    '',
    'list-item',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('sends %o home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
