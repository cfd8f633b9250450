import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/test-app';
import { isDescribedRoute } from './api-docs';

/**
 * Every API route declares its answers and its path's params with a zod schema (docs/decisions/0042),
 * and the description generated from them is valid OpenAPI 3.1.
 */

const routes: RouteOptions[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database: database.database,
    logger: false,
    onRoute: (route) => {
      routes.push(route);
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const nameOf = (route: RouteOptions) =>
  `${[route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .join(',')} ${route.url}`;
const onlyHead = (route: RouteOptions) => [route.method].flat().every((method) => method === 'HEAD');
const apiRoutes = () => routes.filter((route) => isDescribedRoute(route.url) && !onlyHead(route));

describe('typed routes', () => {
  it('every API route declares its answers, and its params when its path has any', () => {
    const missing = apiRoutes().flatMap((route) => {
      const schema = route.schema ?? {};
      const lacks = [
        !schema.response && 'response',
        route.url.includes(':') && !schema.params && 'params',
      ].filter(Boolean);
      return lacks.length ? [`${nameOf(route)} lacks ${lacks.join(' and ')}`] : [];
    });
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(55);
  });
});

describe('the API description', () => {
  it('GET /api/openapi.json is valid OpenAPI 3.1 and names every typed API route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const description = res.json();
    expect(description.openapi).toBe('3.1.0');
    const result = await new Validator().validate(description);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const described = new Set(
      Object.entries(description.paths as Record<string, object>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const openApiPath = (url: string) => url.replaceAll(/:(\w+)/g, '{$1}');
    for (const route of apiRoutes().filter((each) => each.schema?.response)) {
      for (const method of [route.method].flat().filter((each) => each !== 'HEAD')) {
        expect(described, `${method} ${route.url}`).toContain(`${method} ${openApiPath(route.url)}`);
      }
    }
    // Pages, files and probes are not part of the API.
    expect(Object.keys(description.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('/api/docs is a page of our own origin, within the site CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/https?:\/\//);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const res = await app.inject({
        method: 'GET',
        url: new URL(script ?? '', 'http://x/api/docs/').pathname,
      });
      expect(res.statusCode, script).toBe(200);
    }
  });
});
