/**
 * The API's description, generated from the routes' zod schemas (docs/decisions/0042):
 * `GET /api/openapi.json` (OpenAPI 3.1) and `/api/docs`, Swagger UI served from our own origin
 * within the site's CSP (no inline script, nothing fetched from elsewhere).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The routes the description leaves out: pages, files, probes, and the description's own. */
export function isDescribedRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';
}

const PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * JSON Schema of one part. Requests and answers alike are described as they travel: an answer
 * is encoded from the server's values to its wire form, so its wire form is the schema's input
 * side (shared/answers/wire.ts).
 */
function jsonSchemaOf(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
  });
  return json;
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

function describe({ schema, url }: { schema: RouteSchema; url: string }) {
  if (!isDescribedRoute(url) || !schema) return { schema: { ...schema, hide: true }, url };
  // Grouped on the page by the path's first part: /api/items/:id under "items".
  const described: RouteSchema = { tags: [url.split('/')[2] ?? 'api'], ...schema };
  for (const part of PARTS) if (schema[part]) described[part] = jsonSchemaOf(schema[part]);
  if (schema.response) {
    described.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [status, jsonSchemaOf(answer)]),
    );
  }
  return { schema: described, url };
}

export const API_DESCRIPTION_INFO = {
  title: 'Ajjir API',
  version: '1',
  description:
    "The marketplace's JSON API, as the web client uses it. Sessions are an HttpOnly cookie set by " +
    'POST /api/auth/login; every refusal has the shape { code, message, errors? } (docs/product.md, "Errors").',
};

/**
 * Swagger UI's bundle adds one fixed <style> element as it starts. The site's CSP allows styles
 * from our origin only; the docs pages also allow that element, by its hash, and nothing else.
 * When Swagger UI is upgraded the hash may change: e2e/api-docs.spec.ts fails on any CSP
 * violation of the page and names the new hash.
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

function allowSwaggerUiStyle(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("style-src 'self'", () => `style-src 'self' ${SWAGGER_UI_STYLE_HASH}`),
    );
  }
  done();
}

/** Registers the generator; call before the routes, so it sees each one as it is added. */
export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: API_DESCRIPTION_INFO },
    transform: describe as never,
  });
}

/** Serves the description and its reference page; call after the routes. */
export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The base layout: no top bar with another product's logo and an address box to load
    // other descriptions from. The reference opens on the list of features, each opened by a
    // click: with every feature's routes listed at once, Swagger UI stopped drawing after the
    // first dozen routes once the API had over a hundred (no error shown).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: -1 },
    theme: { title: 'Ajjir API reference' },
    uiHooks: { preHandler: allowSwaggerUiStyle },
  });
}
