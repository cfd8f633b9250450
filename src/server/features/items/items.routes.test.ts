import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/api-types';
import { items, users } from '../../db/schema';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.database.db, {
    accountType: 'business',
    companyName: 'Nomad Camping Co.',
    companyWebsite: 'https://nomad.example.sa',
  });
  ownerId = owner.id;
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 5; i++) {
    await createItem(t.database.db, owner.id, {
      title: `Tent ${i}`,
      categoryId: i < 3 ? 1 : 2,
      city: i % 2 ? 'Jeddah' : 'Riyadh',
      createdAt: new Date(base + i * 86_400_000),
    });
  }
  await createItem(t.database.db, owner.id, { title: 'Hidden', isAvailable: false });
});
afterAll(() => t.close());

describe('GET /api/items', () => {
  it('answers the available items newest first with the fields of SPEC section 3', async () => {
    const res = await t.app.inject('/api/items');
    expect(res.statusCode).toBe(200);
    const body = res.json<Item[]>();
    expect(body.map((i) => i.title)).toEqual(['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']);
    expect(res.headers['x-total-count']).toBe('5');
    const [first] = body;
    expect(first).toMatchObject({
      dailyRate: '120.00',
      category: { name: 'Tools' },
      ownerId,
      owner: { accountType: 'business', companyName: 'Nomad Camping Co.', rating: '0.00' },
      images: ['/images/demo/camping-1.svg'],
      latitude: '24.713600',
      condition: 'good',
      minRentalDays: 1,
      maxRentalDays: null,
      pickupOptions: ['pickup'],
      isAvailable: true,
      distance: null,
    });
    expect(first).not.toHaveProperty('owner.passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/password|email/i);
  });

  it('filters by category and city, and pages with limit and offset', async () => {
    const byCategory = await t.app.inject('/api/items?categoryId=1');
    expect(byCategory.json<Item[]>().map((i) => i.title)).toEqual(['Tent 2', 'Tent 1', 'Tent 0']);
    const byCity = await t.app.inject('/api/items?city=jeddah');
    expect(byCity.json<Item[]>().map((i) => i.title)).toEqual(['Tent 3', 'Tent 1']);
    const page = await t.app.inject('/api/items?limit=2&offset=2');
    expect(page.json<Item[]>().map((i) => i.title)).toEqual(['Tent 2', 'Tent 1']);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('matches a search term literally, wildcards included', async () => {
    const res = await t.app.inject('/api/items?searchTerm=tent%203');
    expect(res.json<Item[]>().map((i) => i.title)).toEqual(['Tent 3']);
    const wildcard = await t.app.inject('/api/items?searchTerm=%25');
    expect(wildcard.json()).toEqual([]);
  });

  it('hides the listings of a blocked owner', async () => {
    const blocked = await createUser(t.database.db, { suspendedAt: new Date(), suspensionReason: 'spam' });
    await createItem(t.database.db, blocked.id, { title: 'Spam tent' });
    const res = await t.app.inject('/api/items?limit=100');
    expect(res.json<Item[]>().map((i) => i.title)).not.toContain('Spam tent');
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, blocked.id));
    const after = await t.app.inject('/api/items?limit=100');
    expect(after.json<Item[]>().map((i) => i.title)).toContain('Spam tent');
    await t.database.db.delete(items).where(eq(items.ownerId, blocked.id));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['categoryId=abc', 'categoryId'],
    ['categoryId=99999999999', 'categoryId'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.app.inject(`/api/items?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});

describe('GET /api/items/:id', () => {
  it('answers one item', async () => {
    const [listed] = (await t.app.inject('/api/items?limit=1')).json<Item[]>();
    const res = await t.app.inject(`/api/items/${listed!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
  });

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject('/api/items/8a3c2d1e-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    const malformed = await t.app.inject("/api/items/1' OR '1'='1");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validation_failed');
  });
});
