import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import { forbidden } from './errors';

/**
 * Security headers. Scripts only from our own origin (the built client has no
 * inline script); images also from https (owners may paste https image URLs).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    // A fresh nonce per response, added to script-src and style-src (see withStyleNonce in client.ts).
    enableCSPNonces: true,
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
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent by another site's page. The
 * session cookie is SameSite=Lax, which already keeps it off cross-site
 * POSTs; this is the second lock. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); requests without either (curl, server to server)
 * carry no ambient browser cookie and pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossOrigin();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) throw crossOrigin();
  });
}

const crossOrigin = () => forbidden('Requests from other sites are refused');
