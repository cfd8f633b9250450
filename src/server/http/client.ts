import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

/** The metadata of a page path, or null for the shell's own (a page the server knows nothing of). */
export type PageMetaSource = (path: string, request: FastifyRequest) => Promise<PageMeta | null>;

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is
 * always revalidated. Any unknown non-API GET gets the app, which renders its
 * own 404 page; unknown /api paths get a 404 JSON.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  pageMeta?: PageMetaSource,
): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  // Read once: the shell does not change while the process runs.
  const shell = hasClient ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlFor(path, clientDir));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasClient && isPagePath(request.method, path)) {
      // A failure to describe the page must not cost the page itself.
      const meta = pageMeta ? await pageMeta(path, request).catch(() => null) : null;
      const html = withStyleNonce(shell, reply.cspNonce.style);
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(meta ? withPageMeta(html, meta, app.config.publicUrl) : html);
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
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}">`,
    )
    .replace('</head>', `${tags}</head>`);
}
