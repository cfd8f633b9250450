import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@shared/constants';
import { isPageRoute } from '@shared/page-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

/** What a page says about itself to search engines and link previews (its <head>). */
export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site or an absolute https address. */
  image: string;
  /** This page's path, for the canonical address. */
  path: string;
  type: 'website' | 'product';
  /** The page's largest picture (an item's first photo), fetched with the HTML: it is what paints last. */
  mainImage?: { href: string; srcset?: string; sizes?: string };
  /** API answers the page asks for first, fetched with the HTML (as the client fetches them: with credentials). */
  data?: readonly string[];
}

/** The metadata of a page path, or null for the shell's own (a page the server knows nothing of). */
export type PageMetaSource = (path: string, request: FastifyRequest) => Promise<PageMeta | null>;

/** One chunk of the build's manifest (vite.config.ts, build.manifest). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The code a first visit to these pages needs beyond the entry, as router.tsx loads it (modules
 * named as in the manifest, relative to src/client). Preloaded with the HTML, it downloads beside
 * the entry instead of after it. Pages not listed load as before.
 */
export const PAGE_MODULES: readonly { path: RegExp; modules: readonly string[] }[] = [
  { path: /^\/$/, modules: ['features/home/home-page.tsx'] },
  { path: /^\/browse$/, modules: ['features/browse/browse-page.tsx'] },
  { path: /^\/item\/[^/]+$/, modules: ['features/items/item-page.tsx', 'app/page-strings.ts'] },
  { path: /^\/auth$/, modules: ['features/auth/auth-page.tsx'] },
];
/** The site's strings in each language (i18n.ts loads the visitor's before the first render). */
export const STRINGS_MODULE = (language: Language) => `i18n/resources/${language}.ts`;

/**
 * Font files fetched with the HTML rather than once text is laid out. English text set first in the
 * fallback font and then in IBM Plex wraps differently, and the page jumps (layout shift) when the
 * font arrives; fetched early, the font is there for the first render. Arabic's files are larger and
 * its lines keep their breaks (its line height is fixed, styles.css), so they load as the text needs them.
 */
export const EARLY_FONTS: Record<Language, readonly string[]> = { ar: [], en: ['latin-400', 'latin-700'] };

/**
 * Serves the built client. Hashed assets are cached for a year and sent precompressed (the build
 * writes .br and .gz beside them); index.html is always revalidated. A GET of a page of the app
 * (src/shared/page-routes.ts) gets the app with a 200; any other page path gets it with a 404, and
 * the client renders its not-found page (no soft 404 for search engines to index); unknown /api
 * paths and missing files get a 404 JSON.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  pageMeta?: PageMetaSource,
): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  // Read once: the shell does not change while the process runs.
  const shell = hasClient ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  const manifestFile = hasClient ? join(clientDir, '.vite', 'manifest.json') : '';
  const manifest: Manifest =
    hasClient && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlFor(path, clientDir));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasClient && isPagePath(request.method, path)) {
      const known = isPageRoute(path);
      // A failure to describe the page must not cost the page itself; an unknown page has nothing to describe.
      const meta = known && pageMeta ? await pageMeta(path, request).catch(() => null) : null;
      const language = languageOf(request);
      let html = withLanguage(shell, language);
      html = withStyleNonce(html, reply.cspNonce.style);
      html = withPreloads(html, [...pagePreloads(manifest, path, language), ...metaPreloads(meta)]);
      if (meta) html = withPageMeta(html, meta, app.config.publicUrl);
      return reply
        .code(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(compressed(request, reply, html));
    }
    throw notFound(`No route for ${request.method} ${path}`);
  });
}

/** Hashed assets never change; the app shell must be revalidated so a deploy shows at once. */
function cacheControlFor(path: string, clientDir: string): string {
  if (path.startsWith(join(clientDir, 'assets'))) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A page is a GET of a path outside /api that does not name a file: a missing
 * /assets/app-123.js (an old tab after a deploy) must be a 404, not the HTML
 * of the app, which the browser would refuse as a script.
 */
function isPagePath(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/')) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * The shell, compressed as the browser accepts (@fastify/compress handles routes' answers, and this
 * is the not-found handler's). It varies with the language cookie as well (<html lang dir>, preloads).
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding, cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/**
 * The visitor's language, which the client keeps in localStorage and mirrors in a cookie of the
 * same name (i18n.ts) so the HTML can carry it; the default for a first visit.
 */
export function languageOf(request: FastifyRequest): Language {
  const value = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_STORAGE_KEY];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** `<html lang dir>` in the visitor's language, so the page is right before any script runs. */
export function withLanguage(html: string, language: Language): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return html.replace(/<html[^>]*>/i, () => `<html lang="${language}" dir="${dir}">`);
}

/**
 * What the page at `path` needs beyond the entry and its static imports (which the shell preloads
 * already): the page's own chunks and the strings of the visitor's language, each with the chunks
 * they import, and the stylesheets of those chunks.
 */
export function pagePreloads(manifest: Manifest, path: string, language: Language): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const inShell = closure([entryKey]);
  const page = PAGE_MODULES.find((p) => p.path.test(path))?.modules ?? [];
  const wanted = [...closure([STRINGS_MODULE(language), ...page])].filter((key) => !inShell.has(key));
  // Every key in `wanted` is in the manifest (closure adds no other).
  const chunks = wanted.flatMap((key) => manifest[key] ?? []);
  const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(
    (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
  );
  const fontFiles = manifest[entryKey]?.assets ?? [];
  const fonts = EARLY_FONTS[language].flatMap((face) => {
    const file = fontFiles.find((asset) => asset.includes(`-${face}-normal-`) && asset.endsWith('.woff2'));
    return file ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`] : [];
  });
  return [...scripts, ...styles, ...fonts];
}

function metaPreloads(meta: PageMeta | null): string[] {
  const data = (meta?.data ?? []).map(
    (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`,
  );
  const image = meta?.mainImage;
  if (!image) return data;
  const srcset = image.srcset
    ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes ?? '100vw')}"`
    : '';
  return [
    ...data,
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}"${srcset}>`,
  ];
}

function withPreloads(html: string, links: string[]): string {
  return links.length === 0 ? html : html.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * Radix's scroll lock (dialogs, menus, selects) adds a <style> element at run
 * time. The CSP allows styles from our own origin only, plus this response's
 * nonce, which the page reads from a meta tag and hands to the library
 * (get-nonce in main.tsx). No 'unsafe-inline' is needed.
 */
function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`)
    : `${meta}${html}`;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's title and description in the shell, plus Open Graph and Twitter
 * tags, so a shared link (WhatsApp, X, Slack) previews the item itself.
 * Every replacement is a function: member text and the request's path are
 * inserted as they are, never read as a pattern (`$&`, `` $` `` and `$'` would
 * copy the page into itself).
 */
export function withPageMeta(html: string, meta: PageMeta, publicUrl: string): string {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(absolute(meta.path))}">`,
    `<meta property="og:site_name" content="أجّر Ajjir">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeAttribute(absolute(meta.path))}">`,
    `<meta property="og:image" content="${escapeAttribute(absolute(meta.image))}">`,
    `<meta property="og:locale" content="ar_SA">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}">`,
    )
    .replace('</head>', () => `${tags}</head>`);
}
