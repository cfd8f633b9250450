/** GET /api/search/suggestions on the demo data: what begins with the typed text, in its language. */

import type { SuggestionList } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const suggest = async (q: string, language = 'ar') => {
  const res = await t.app.inject({ url: `/api/search/suggestions?${new URLSearchParams({ q, language })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestionList>().suggestions;
};

describe('GET /api/search/suggestions', () => {
  it('offers lexicon words, listings and categories that begin with what is typed', async () => {
    const camera = await suggest('كامي');
    expect(camera).toEqual(expect.arrayContaining([{ kind: 'term', text: expect.stringMatching(/^كامي/) }]));
    const english = await suggest('sony', 'en');
    expect(english).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'item', title: 'Sony A7 IV camera kit' })]),
    );
    expect(await suggest('أدو')).toEqual(
      expect.arrayContaining([{ kind: 'category', id: 2, slug: 'tools', name: 'العدد والأدوات' }]),
    );
  });

  it('offers cities by any spelling, named in the asker’s language', async () => {
    expect((await suggest('jedd', 'en'))[0]).toEqual({ kind: 'place', city: 'Jeddah', name: 'Jeddah' });
    expect((await suggest('جده', 'ar'))[0]).toEqual({ kind: 'place', city: 'Jeddah', name: 'جدة' });
  });

  it('takes LIKE’s own characters literally, and answers none for punctuation', async () => {
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_a')).toEqual([]);
    expect(await suggest('...')).toEqual([]);
  });

  it('is public and kept a minute, and refuses empty or long text with a clear message', async () => {
    const res = await t.app.inject({ url: '/api/search/suggestions?q=tent' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    for (const q of ['', '   ', 'x'.repeat(61)]) {
      const bad = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('never offers a paused listing', async () => {
    const found = await suggest('treadmill', 'en');
    expect(found.filter((s) => s.kind === 'item')).toEqual([]);
  });
});
