import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@shared/constants';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  languageOf,
  PAGE_MODULES,
  type PageMeta,
  pagePreloads,
  STRINGS_MODULE,
  withLanguage,
  withPageMeta,
} from './client';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_icon.js': { file: 'assets/icon-3.js', imports: ['_shared.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-4.js', imports: ['_shared.js', '_icon.js'] },
  'features/items/item-page.tsx': {
    file: 'assets/item-page-5.js',
    imports: ['_icon.js'],
    css: ['assets/item-page-6.css'],
  },
  'app/page-strings.ts': { file: 'assets/page-strings-7.js' },
  'i18n/resources/ar.ts': { file: 'assets/ar-8.js' },
  'i18n/resources/en.ts': { file: 'assets/en-9.js' },
};
const hrefs = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

describe('the shell’s preloads', () => {
  it('fetch the opened page’s code and the strings of the visitor’s language, not what the shell has', () => {
    expect(hrefs(pagePreloads(manifest, '/', 'ar'))).toEqual([
      '/assets/ar-8.js',
      '/assets/home-page-4.js',
      '/assets/icon-3.js',
    ]);
    const item = pagePreloads(manifest, '/item/7c150710-981e-4b54-bb56-2683f484b321', 'en');
    expect(hrefs(item)).toEqual([
      '/assets/en-9.js',
      '/assets/item-page-5.js',
      '/assets/icon-3.js',
      '/assets/page-strings-7.js',
      '/assets/item-page-6.css',
    ]);
    expect(item.at(-1)).toBe('<link rel="preload" as="style" crossorigin href="/assets/item-page-6.css">');
    expect(item[0]).toBe('<link rel="modulepreload" crossorigin href="/assets/en-9.js">');
  });

  it('fetch only the strings for a page they do not know, and nothing without a manifest', () => {
    expect(hrefs(pagePreloads(manifest, '/messages', 'ar'))).toEqual(['/assets/ar-8.js']);
    expect(pagePreloads({}, '/', 'ar')).toEqual([]);
  });

  it('name modules that exist in the client', () => {
    const client = join(import.meta.dirname, '../../client');
    const modules = [...PAGE_MODULES.flatMap((page) => page.modules), ...LANGUAGES.map(STRINGS_MODULE)];
    for (const module of modules) expect(existsSync(join(client, module)), module).toBe(true);
  });
});

describe('the shell’s language', () => {
  const request = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

  it('is the one the visitor chose (the cookie the client keeps), Arabic otherwise', () => {
    expect(languageOf(request({ 'ajjir.language': 'en' }))).toBe('en');
    expect(languageOf(request({ 'ajjir.language': 'fr' }))).toBe('ar');
    expect(languageOf(request({}))).toBe('ar');
  });

  it('sets <html lang dir>', () => {
    const shell = '<!doctype html>\n<html lang="ar" dir="rtl">\n<head></head></html>';
    expect(withLanguage(shell, 'en')).toContain('<html lang="en" dir="ltr">');
    expect(withLanguage(shell, 'ar')).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('the shell’s page metadata', () => {
  const shell =
    '<!doctype html><html><head><title>Ajjir</title><meta name="description" content="Rent it">' +
    '</head><body><div id="root"></div></body></html>';
  const meta = (fields: Partial<PageMeta>): PageMeta => ({
    title: 'Drill',
    description: 'A drill',
    image: '/og.png',
    path: '/item/1',
    type: 'product',
    ...fields,
  });

  // Replacement patterns of String.replace: each copies part of the page (or the match) into it.
  const patterns = ['$`', "$'", '$&', '$$', '$1', '$<name>'];
  const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  it.each(patterns)('puts %s in a title, description or path as text, never as a pattern', (pattern) => {
    const text = `Tent ${pattern.repeat(40)} end`;
    const html = withPageMeta(
      shell,
      meta({ title: text, description: text, path: `/item/${pattern}` }),
      'https://ajjir.sa',
    );
    expect(html).toContain(`<title>${escaped(text)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(text)}">`);
    expect(html).toContain(`<link rel="canonical" href="https://ajjir.sa/item/${escaped(pattern)}">`);
    // Every tag once: nothing of the page was copied into it.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.length).toBeLessThan(shell.length + 1000 + 6 * escaped(text).length);
  });
});
