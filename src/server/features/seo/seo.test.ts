import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDailyRate } from '@shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'ajjir-seo-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="shell" /><title>app shell</title></head><body></body></html>',
  );
  t = await createTestApp({ clientDir, publicUrl: 'https://ajjir.example' });
});
afterAll(() => t.close());

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('item pages as search engines and link previews see them', () => {
  it('carry the item’s title, price, city, description and photo in the HTML', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id, {
      title: 'خيمة بر عائلية',
      description: 'تتسع لستة أشخاص، مع الأوتاد.',
      dailyRate: '120.00',
      city: 'Riyadh',
      images: ['/uploads/2f1c8e1a-3b4d-4c5e-8f90-1234567890ab.webp'],
    });
    const html = (await t.app.inject(`/item/${item.id}`)).body;
    expect(html).toContain('<title>خيمة بر عائلية | أجّر</title>');
    expect(metaOf(html, 'description')).toBe(
      `${formatDailyRate('120', 'ar')} في اليوم · الرياض — تتسع لستة أشخاص، مع الأوتاد.`,
    );
    expect(metaOf(html, 'og:title')).toBe('خيمة بر عائلية | أجّر');
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:url')).toBe(`https://ajjir.example/item/${item.id}`);
    expect(metaOf(html, 'og:image')).toBe(
      'https://ajjir.example/uploads/2f1c8e1a-3b4d-4c5e-8f90-1234567890ab.webp',
    );
    expect(html).toContain(`<link rel="canonical" href="https://ajjir.example/item/${item.id}">`);
  });

  it('escape what owners write, and use the site picture for a drawing', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id, {
      title: 'Tent "><script>alert(1)</script>',
      images: ['/images/demo/camping-1.svg'],
    });
    const html = (await t.app.inject(`/item/${item.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Tent &#34;&#62;&#60;script&#62;');
    expect(metaOf(html, 'og:image')).toBe('https://ajjir.example/images/og-default.png');
    expect(metaOf(html, 'description')).toMatch(/^SAR\s120 per day · Riyadh — /);
  });

  it('fall back to the site’s description for an unknown item and for other pages', async () => {
    for (const path of ['/item/8a3c2d1e-0000-4000-8000-000000000000', '/item/nonsense', '/browse']) {
      const html = (await t.app.inject(path)).body;
      expect(metaOf(html, 'og:title'), path).toMatch(/أجّر/);
      expect(metaOf(html, 'og:url'), path).toBe(`https://ajjir.example${path}`);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list the listed items (not paused or removed ones) and the category pages', async () => {
    const owner = await createUser(t.database.db);
    const listed = await createItem(t.database.db, owner.id);
    const paused = await createItem(t.database.db, owner.id, { isAvailable: false });
    const removed = await createItem(t.database.db, owner.id, { deletedAt: new Date() });
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>https://ajjir.example/item/${listed.id}</loc>`);
    expect(res.body).toContain('<loc>https://ajjir.example/browse?category=1</loc>');
    expect(res.body).not.toContain(paused.id);
    expect(res.body).not.toContain(removed.id);
  });

  it('let crawlers in, keep them out of private pages, and point at the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://ajjir.example/sitemap.xml');
  });
});
