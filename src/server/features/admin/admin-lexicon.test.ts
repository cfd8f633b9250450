/**
 * /api/admin/lexicon: administrators list, create and edit the search lexicon, every change is
 * audited, and the next search uses it (docs/decisions/0039-search-lexicon.md).
 */

import type { Item, LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let admin: string;
let member: string;

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

beforeAll(async () => {
  t = await createTestApp({ readCacheSeconds: 60 });
  admin = (await createSignedInUser(t.app, t.database.db, { isAdmin: true })).cookie;
  member = (await createSignedInUser(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const search = async (term: string) =>
  (await t.app.inject(`/api/items?searchTerm=${encodeURIComponent(term)}`))
    .json<Item[]>()
    .map((i) => i.title);

describe('the search lexicon in the admin screens', () => {
  it('lists concepts with their forms, found by any spelling of a form', async () => {
    const res = await t.app.inject({ url: '/api/admin/lexicon?search=خيام&limit=5', ...as(admin) });
    expect(res.statusCode).toBe(200);
    const concepts = res.json<LexiconConceptView[]>();
    expect(concepts.map((c) => c.key)).toContain('tent');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(concepts.find((c) => c.key === 'tent')?.terms).toEqual(
      expect.arrayContaining([expect.objectContaining({ term: 'خيمة', language: 'ar' })]),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('adds a form that the next search uses, and removes it again, audited', async () => {
    const owner = await createUser(t.database.db);
    await createItem(t.database.db, owner.id, { title: 'Two-person dome tent' });
    expect(await search('قبة')).toEqual([]); // unknown yet: nothing found (and that answer is cached)
    const listed = await t.app.inject({ url: '/api/admin/lexicon?search=tent&limit=100', ...as(admin) });
    const tent = listed.json<LexiconConceptView[]>().find((concept) => concept.key === 'tent');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lexicon/concepts/${tent!.id}/terms`,
      payload: { term: 'قبة', language: 'ar' },
      ...as(admin),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await search('قبة')).toContain('Two-person dome tent');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lexicon/concepts/${tent!.id}/terms`,
      payload: { term: 'قبه', language: 'ar' },
      ...as(admin),
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/lexicon/terms/${added.json<LexiconTerm>().id}`,
      ...as(admin),
    });
    expect(removed.statusCode).toBe(204);
    expect(await search('قبة')).toEqual([]);
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(tent!.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['lexicon.term_added', 'lexicon.term_removed']);
  });

  it('creates a concept once, and keeps at least one form on it', async () => {
    const body = {
      key: 'dome-tent',
      kind: 'thing',
      categoryId: 1,
      terms: [{ term: 'dome', language: 'en' }],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lexicon/concepts',
      payload: body,
      ...as(admin),
    });
    expect(created.statusCode, created.body).toBe(201);
    const concept = created.json<LexiconConceptView>();
    expect(concept).toMatchObject({ key: 'dome-tent', kind: 'thing', categoryId: 1 });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lexicon/concepts',
      payload: body,
      ...as(admin),
    });
    expect(twice.statusCode).toBe(409);
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/lexicon/terms/${concept.terms[0]!.id}`,
      ...as(admin),
    });
    expect(last.statusCode).toBe(409);
  });

  it('refuses bad input with the field and a clear message, and unknown ids with a 404', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lexicon/concepts',
      payload: { key: 'Not A Key!', kind: 'gadget', categoryId: null, terms: [] },
      ...as(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    for (const url of [
      '/api/admin/lexicon/concepts/0/terms',
      '/api/admin/lexicon/concepts/99999999/terms',
      '/api/admin/lexicon/concepts/x/terms',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { term: 'x', language: 'en' },
        ...as(admin),
      });
      expect(res.statusCode, url).toBe(404);
    }
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lexicon/concepts/1/terms',
      payload: { term: '\u202E  ', language: 'ar' },
      ...as(admin),
    });
    expect(blank.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/admin/lexicon' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/lexicon', ...as(member) })).statusCode).toBe(403);
  });
});
