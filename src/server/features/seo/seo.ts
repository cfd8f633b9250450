/**
 * What search engines and link previews see: each item page's own title,
 * description and picture in the HTML the server sends (the client renders
 * the rest), a sitemap of the listed items, and robots.txt.
 */

import type { Item } from '@shared/api-types';
import { cityName } from '@shared/cities';
import type { Language } from '@shared/constants';
import { formatDailyRate } from '@shared/format';
import { GALLERY_SIZES, photoSrcSet } from '@shared/images';
import { uuidSchema } from '@shared/schemas/items';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { onReplica } from '../../db/replica';
import { categories, items, users } from '../../db/schema';
import type { PageMeta, PageMetaSource } from '../../http/client';
import { findItem, mayViewItem } from '../items';

export const DEFAULT_IMAGE = '/images/og-default.png';
const SITE = {
  title: 'أجّر | سوق التأجير بين الأفراد · Ajjir',
  description:
    'استأجر ما تحتاجه باليوم من أناس ومنشآت بقربك في المملكة: خيام، عدد، كاميرات ومجالس. Rent what you need by the day from people near you in Saudi Arabia.',
};
/** Search engines read at most 50,000 addresses from one sitemap. */
const SITEMAP_LIMIT = 50_000;
const ITEM_PATH = /^\/item\/([^/]+)$/;
const ARABIC = /\p{Script=Arabic}/u;

/** Link previews show raster pictures: an SVG (the demo's drawings) gives way to the site's picture. */
function previewImage(item: Item): string {
  const first = item.images[0];
  return first && !first.endsWith('.svg') ? first : DEFAULT_IMAGE;
}

/** "١٢٠ ر.س. في اليوم · الرياض — …" in the language the item is written in. */
export function itemMeta(item: Item): PageMeta {
  const language: Language = ARABIC.test(item.title) ? 'ar' : 'en';
  const price = `${formatDailyRate(item.dailyRate, language)} ${language === 'ar' ? 'في اليوم' : 'per day'}`;
  const summary = item.description.replace(/\s+/g, ' ').trim();
  const snippet = summary.length > 150 ? `${summary.slice(0, 149)}…` : summary;
  const first = item.images[0];
  return {
    title: `${item.title} | ${language === 'ar' ? 'أجّر' : 'Ajjir'}`,
    description: `${price} · ${cityName(item.city, language)} — ${snippet}`,
    image: previewImage(item),
    path: `/item/${item.id}`,
    type: 'product',
    // The gallery's first photo, as item-gallery.tsx asks for it (same srcset and sizes, or it would download twice).
    ...(first && { mainImage: { href: first, srcset: photoSrcSet(first), sizes: GALLERY_SIZES } }),
    // The item itself, which the page asks for first (useItem: GET /api/items/{id}).
    data: [`/api/items/${item.id}`],
  };
}

/** The metadata for a page: an item's own, the site's for every other page. */
export function pageMetaFor(app: FastifyInstance): PageMetaSource {
  return async (path) => {
    const itemId = ITEM_PATH.exec(path)?.[1];
    if (itemId && uuidSchema.safeParse(itemId).success) {
      const found = await onReplica(app, (db) => findItem(db, itemId));
      // Described only while listed: a paused item's title and photo are its owner's (mayViewItem),
      // and the page's HTML, read by link previews, is the same for every visitor.
      if (found && mayViewItem(found, null)) return itemMeta(found.item);
    }
    return { ...SITE, image: DEFAULT_IMAGE, path, type: 'website' };
  };
}

/** The listed items (newest first) and the categories, as anyone may see them. */
function sitemapRows(db: Db) {
  return Promise.all([
    db
      .select({ id: items.id, updatedAt: items.updatedAt })
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(and(eq(items.isAvailable, true), isNull(items.deletedAt), isNull(users.suspendedAt)))
      .orderBy(desc(items.createdAt))
      .limit(SITEMAP_LIMIT - 100),
    db.select({ id: categories.id }).from(categories).orderBy(categories.sortOrder),
  ]);
}

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return [
      'User-agent: *',
      'Allow: /',
      // Private or one-off pages, and the API.
      ...[
        '/api/',
        '/admin',
        '/auth',
        '/messages',
        '/profile$',
        '/list-item',
        '/setup-admin',
        '/forgot-password',
        '/reset-password',
      ].map((path) => `Disallow: ${path}`),
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [listed, categoryRows] = await onReplica(app, sitemapRows);
    const base = app.config.publicUrl;
    const url = (path: string, lastmod?: Date) =>
      `<url><loc>${xml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      url('/'),
      url('/browse'),
      ...categoryRows.map((category) => url(`/browse?category=${category.id}`)),
      ...listed.map((item) => url(`/item/${item.id}`, item.updatedAt)),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  });
}
