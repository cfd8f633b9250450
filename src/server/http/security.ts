import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppConfig, isLoopbackUrl } from '../config/config';
import { forbidden } from './errors';

/**
 * Security headers. Scripts only from our own origin (the built client has no
 * inline script); images also from https (owners may paste https image URLs).
 */
function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An API route: the security headers are the fixed set worked out at start. */
    fixedSecurityHeaders?: boolean;
  }
}

/** Routes that answer JSON (or an event stream), never a page: no script or style runs from them. */
const isApiRoute = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const options = helmetOptions(config);
  // @fastify/helmet builds helmet's middleware again on every request (a tenth of what an API
  // answer allocates). A JSON answer needs no nonce, so its headers are always the same: they
  // are worked out once, by helmet itself, and set as they are (docs/performance.md).
  const fixed = await fixedHeaders(options);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    route.helmet = false;
    route.config = { ...route.config, fixedSecurityHeaders: true };
  });
  // A fresh nonce per page, added to script-src and style-src (see withStyleNonce in client.ts).
  await app.register(helmet, { enableCSPNonces: true, ...options });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.fixedSecurityHeaders) {
      // On the raw response, as helmet does, so that a hijacked stream (/api/events) has them too.
      for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    }
    done();
  });
}

/** What helmet answers with these options and no nonce, less the headers of any answer. */
async function fixedHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const ordinary = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(res.headers)
    .filter(([name]) => !ordinary.has(name))
    .map(([name, value]) => [name, String(value)]);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins whose pages may change state: PUBLIC_URL's only. While the public address is this
 * machine (PUBLIC_URL unset: http://localhost:PORT), also any page served from this machine
 * (127.0.0.1, the Vite dev server's port). Never the request's own Host: a DNS-rebinding page is
 * served under its own name, which then points here, and its requests carry that name as Host and
 * Origin alike (docs/decisions/0030).
 */
export function allowedOrigin(config: AppConfig): (origin: string) => boolean {
  const publicOrigin = new URL(config.publicUrl).origin;
  const local = isLoopbackUrl(config.publicUrl);
  return (origin) =>
    origin === publicOrigin || (local && /^https?:\/\//.test(origin) && isLoopbackUrl(origin));
}

/**
 * Refuses state-changing requests sent by another site's page. The session cookie is SameSite=Lax,
 * which already keeps it off cross-site POSTs; this is the second lock. Browsers say where a
 * request comes from (Sec-Fetch-Site, Origin); requests without either (curl, server to server)
 * carry no ambient browser cookie and pass. Every write is checked, whatever its path: a path
 * spelt otherwise (`/%61pi/…`) reaches the same route (docs/decisions/0030).
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  const allowed = allowedOrigin(config);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossOrigin();
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed(origin)) throw crossOrigin();
  });
}

const crossOrigin = () => forbidden('Requests from other sites are refused');
