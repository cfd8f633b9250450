import type { Item } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, items, users } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser, itemInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let ownerId: string;
const RIYADH = { lat: 24.7136, lng: 46.6753 };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.database.db, {
    accountType: 'business',
    companyName: 'Nomad Camping Co.',
    companyWebsite: 'https://nomad.example.sa',
  });
  ownerId = owner.id;
  const base = Date.UTC(2026, 0, 1);
  // Tent i: created on day i, 100 + 10i riyal, rated i, alternating Riyadh and Jeddah.
  for (let i = 0; i < 5; i++) {
    await createItem(t.database.db, owner.id, {
      title: `Tent ${i}`,
      categoryId: i < 3 ? 1 : 2,
      city: i % 2 ? 'Jeddah' : 'Riyadh',
      latitude: i % 2 ? '21.485800' : '24.713600',
      longitude: i % 2 ? '39.192500' : '46.675300',
      dailyRate: `${100 + 10 * i}.00`,
      rating: `${i}.00`,
      createdAt: new Date(base + i * 86_400_000),
    });
  }
  await createItem(t.database.db, owner.id, { title: 'Hidden', isAvailable: false });
});
afterAll(() => t.close());

const titles = (res: { json: <T>() => T }) => res.json<Item[]>().map((item) => item.title);
const list = (query: Record<string, string | number>) =>
  t.app.inject({ url: '/api/items', query: stringify(query) });
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

describe('GET /api/items', () => {
  it('answers the available items newest first with every field of an item', async () => {
    const res = await t.app.inject('/api/items');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']);
    expect(res.headers['x-total-count']).toBe('5');
    const [first] = res.json<Item[]>();
    expect(first).toMatchObject({
      dailyRate: '140.00',
      category: { name: 'Tools' },
      ownerId,
      owner: { accountType: 'business', companyName: 'Nomad Camping Co.', rating: '0.00', totalReviews: 0 },
      images: ['/images/demo/camping-1.svg'],
      latitude: '24.713600',
      condition: 'good',
      minRentalDays: 1,
      maxRentalDays: null,
      pickupOptions: ['pickup'],
      isAvailable: true,
      distance: null,
    });
    expect(first!.owner.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(res.json())).not.toMatch(/password|email|suspend/i);
  });

  it('filters by category and city (English or Arabic name), and pages with limit and offset', async () => {
    expect(titles(await list({ categoryId: 1 }))).toEqual(['Tent 2', 'Tent 1', 'Tent 0']);
    expect(titles(await list({ city: 'jeddah' }))).toEqual(['Tent 3', 'Tent 1']);
    expect(titles(await list({ city: 'جدة' }))).toEqual(['Tent 3', 'Tent 1']);
    const page = await list({ limit: 2, offset: 2 });
    expect(titles(page)).toEqual(['Tent 2', 'Tent 1']);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('filters by a price range, both ends included', async () => {
    const res = await list({ minPrice: 110, maxPrice: 130 });
    expect(titles(res)).toEqual(['Tent 3', 'Tent 2', 'Tent 1']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['price-low', ['Tent 0', 'Tent 1', 'Tent 2', 'Tent 3', 'Tent 4']],
    ['price-high', ['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']],
    ['rating', ['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']],
    ['newest', ['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']],
  ])('sorts by %s', async (sort, expected) => {
    expect(titles(await list({ sort }))).toEqual(expected);
  });

  it('sorts by distance from a position and says how far each item is, in kilometres', async () => {
    const res = await list({ sort: 'distance', ...RIYADH });
    const body = res.json<Item[]>();
    expect(body.slice(0, 3).map((item) => item.city)).toEqual(['Riyadh', 'Riyadh', 'Riyadh']);
    expect(body[0]!.distance).toBe(0);
    expect(body.at(-1)!.distance).toBeGreaterThan(840);
    expect(body.at(-1)!.distance).toBeLessThan(860); // Riyadh to Jeddah, as the crow flies
    // A position without the distance sort still fills in the distance.
    const newest = (await list({ ...RIYADH })).json<Item[]>();
    expect(newest.map((item) => item.title)).toEqual(['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']);
    expect(newest.find((item) => item.city === 'Jeddah')!.distance).toBeGreaterThan(800);
  });

  it('keeps only items free for the whole period asked (confirmed and active bookings count)', async () => {
    const renter = await createUser(t.database.db);
    const [tent0] = (await list({ sort: 'price-low', limit: 1 })).json<Item[]>();
    const booked = { id: tent0!.id, ownerId };
    await createBooking(t.database.db, booked, renter.id, {
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      status: 'confirmed',
    });
    await createBooking(t.database.db, booked, renter.id, {
      startDate: '2030-02-01',
      endDate: '2030-02-03',
      status: 'pending',
    });
    const overlapping = await list({ startDate: '2030-01-12', endDate: '2030-01-14' });
    expect(titles(overlapping)).not.toContain('Tent 0');
    expect(overlapping.headers['x-total-count']).toBe('4');
    expect(titles(await list({ startDate: '2030-01-13', endDate: '2030-01-15' }))).toContain('Tent 0');
    expect(titles(await list({ startDate: '2030-02-01', endDate: '2030-02-02' }))).toContain('Tent 0');
  });

  it('hides unavailable and removed items and the listings of a blocked owner', async () => {
    const blocked = await createUser(t.database.db, { suspendedAt: new Date(), suspensionReason: 'spam' });
    await createItem(t.database.db, blocked.id, { title: 'Spam tent' });
    await createItem(t.database.db, ownerId, { title: 'Removed tent', deletedAt: new Date() });
    const all = titles(await list({ limit: 100 }));
    for (const hidden of ['Spam tent', 'Removed tent', 'Hidden']) expect(all).not.toContain(hidden);
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, blocked.id));
    expect(titles(await list({ limit: 100 }))).toContain('Spam tent');
    await t.database.db.delete(items).where(eq(items.ownerId, blocked.id));
  });

  it.each([
    [{ limit: 0 }, 'limit', 'invalid'],
    [{ limit: 101 }, 'limit', 'invalid'],
    [{ offset: -1 }, 'offset', 'invalid'],
    [{ categoryId: 'abc' }, 'categoryId', 'invalid'],
    [{ sort: 'cheapest' }, 'sort', 'invalid'],
    [{ sort: 'distance' }, 'sort', 'position_required'],
    [{ lat: 24.7 }, 'lat', 'position_incomplete'],
    [{ lat: 95, lng: 46 }, 'lat', 'invalid'],
    [{ minPrice: 200, maxPrice: 100 }, 'maxPrice', 'price_range_invalid'],
    [{ minPrice: -5 }, 'minPrice', 'invalid'],
    [{ startDate: '2030-01-10' }, 'endDate', 'dates_both'],
    [{ startDate: '2030-01-10', endDate: '2030-01-09' }, 'endDate', 'end_before_start'],
    [{ startDate: '10/01/2030', endDate: '2030-01-12' }, 'startDate', 'date_invalid'],
    [{ searchTerm: 'x'.repeat(201) }, 'searchTerm', 'too_long'],
  ])('refuses %o with a 400 naming %s (%s)', async (query, path, code) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe('GET /api/items/:id', () => {
  it('answers one item; a paused one only to its owner (items.paused.test.ts)', async () => {
    const [listed] = (await list({ limit: 1 })).json<Item[]>();
    const res = await t.app.inject(`/api/items/${listed!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
    const [hidden] = await t.database.db.select().from(items).where(eq(items.title, 'Hidden'));
    expect((await t.app.inject(`/api/items/${hidden!.id}`)).statusCode).toBe(404);
  });

  it('answers 404 JSON for an unknown, a malformed, a removed id and a blocked owner’s item', async () => {
    const blocked = await createUser(t.database.db, { suspendedAt: new Date() });
    const ofBlocked = await createItem(t.database.db, blocked.id);
    const removed = await createItem(t.database.db, ownerId, { deletedAt: new Date() });
    for (const id of ['8a3c2d1e-0000-4000-8000-000000000000', "1' OR '1'='1", removed.id, ofBlocked.id]) {
      const res = await t.app.inject(`/api/items/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    }
  });
});

describe('POST /api/items', () => {
  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/items', payload: itemInput() });
    expect(res.statusCode).toBe(401);
  });

  it('lists the item for the signed-in user, whatever ownerId the body names', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput({ ownerId, isAvailable: false, rating: '5.00' }),
      ...as(cookie),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ownerId: user.id,
      title: 'خيمة بدوية',
      dailyRate: '250.00',
      deposit: '500.50',
      city: 'Riyadh', // stored by its English name
      minRentalDays: 2,
      maxRentalDays: null,
      pickupOptions: ['pickup', 'delivery'],
      isAvailable: true,
      rating: '0.00',
    });
    // "0" means no position: near the city's centre (within about 300 m).
    expect(Number(res.json().latitude)).toBeCloseTo(24.7136, 2);
    expect(Number(res.json().longitude)).toBeCloseTo(46.6753, 2);
  });

  it.each([
    [{ title: '  ' }, 'title', 'required'],
    [{ description: undefined }, 'description', 'required'],
    [{ dailyRate: '0' }, 'dailyRate', 'daily_rate_invalid'],
    [{ dailyRate: '12.345' }, 'dailyRate', 'daily_rate_invalid'],
    [{ dailyRate: 'ten' }, 'dailyRate', 'daily_rate_invalid'],
    [{ deposit: '-1' }, 'deposit', 'deposit_invalid'],
    [{ categoryId: undefined }, 'categoryId', 'required'],
    [{ categoryId: 999 }, 'categoryId', 'category_invalid'],
    [{ condition: 'broken' }, 'condition', 'required'],
    [{ minRentalDays: 0 }, 'minRentalDays', 'min_days_invalid'],
    [{ minRentalDays: 3, maxRentalDays: 2 }, 'maxRentalDays', 'max_days_below_min'],
    [{ latitude: 91, longitude: 46 }, 'latitude', 'coordinates_invalid'],
    [{ images: ['http://insecure.example.sa/a.jpg'] }, 'images.0', 'image_url_invalid'],
    [{ images: ['javascript:alert(1)'] }, 'images.0', 'image_url_invalid'],
    // Another site's photo would tell its owner every visitor's address: uploads and image hosts only.
    [
      { images: ['/images/demo/camping-1.svg', 'https://tracker.example.sa/p.jpg'] },
      'images.1',
      'image_url_invalid',
    ],
    [
      { images: ['//tracker.example.sa/uploads/9f86d081884c7d659a2feaa0c55ad015.webp'] },
      'images.0',
      'image_url_invalid',
    ],
    [{ images: ['/api/users/me'] }, 'images.0', 'image_url_invalid'],
    [{ images: Array(11).fill('https://x.example.sa/a.jpg') }, 'images', 'too_many_images'],
    [{ pickupOptions: [] }, 'pickupOptions', 'pickup_required'],
    [{ city: '' }, 'city', 'required'],
  ])('refuses %o with a 400 naming %s (%s), and writes nothing', async (overrides, path, code) => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput(overrides),
      ...as(cookie),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await t.database.db.select().from(items).where(eq(items.ownerId, user.id))).toEqual([]);
  });
});

describe('PATCH and DELETE /api/items/:id', () => {
  async function ownItem() {
    const owner = await createSignedInUser(t.app, t.database.db);
    const item = await createItem(t.database.db, owner.user.id, { title: 'Drill', minRentalDays: 2 });
    return { ...owner, item };
  }

  it('lets only the owner edit (403 for others, 401 signed out), and changes only what it is given', async () => {
    const { item, cookie } = await ownItem();
    const stranger = await createSignedInUser(t.app, t.database.db);
    const patch = (payload: object, extra = {}) =>
      t.app.inject({ method: 'PATCH', url: `/api/items/${item.id}`, payload, ...extra });
    expect((await patch({ title: 'Mine now' })).statusCode).toBe(401);
    expect((await patch({ title: 'Mine now' }, as(stranger.cookie))).statusCode).toBe(403);
    const res = await patch({ title: 'Bosch drill', dailyRate: 45, city: 'Jeddah' }, as(cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Bosch drill',
      dailyRate: '45.00',
      city: 'Jeddah',
      minRentalDays: 2,
      images: ['/images/demo/camping-1.svg'],
    });
    expect(Number(res.json().latitude)).toBeCloseTo(21.4858, 2);
    const refused = await patch({ maxRentalDays: 1 }, as(cookie));
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'maxRentalDays', code: 'max_days_below_min' }),
    ]);
  });

  it('marks an item unavailable: off the lists, still on its page and in the owner’s list', async () => {
    const { item, user, cookie } = await ownItem();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { isAvailable: false },
      ...as(cookie),
    });
    expect(titles(await list({ limit: 100 }))).not.toContain('Drill');
    const own = await t.app.inject({ url: `/api/users/${user.id}/items`, ...as(cookie) });
    expect(titles(own)).toEqual(['Drill']);
    const publicView = await t.app.inject({ url: `/api/users/${user.id}/items` });
    expect(publicView.json()).toEqual([]);
  });

  it('removes an item unless it is booked ahead (409), keeping its bookings', async () => {
    const { item, cookie } = await ownItem();
    const renter = await createUser(t.database.db);
    const booking = await createBooking(t.database.db, { id: item.id, ownerId: item.ownerId }, renter.id, {
      startDate: '2099-05-01',
      endDate: '2099-05-03',
      status: 'confirmed',
    });
    const remove = (extra = {}) => t.app.inject({ method: 'DELETE', url: `/api/items/${item.id}`, ...extra });
    const stranger = await createSignedInUser(t.app, t.database.db);
    expect((await remove(as(stranger.cookie))).statusCode).toBe(403);
    const refused = await remove(as(cookie));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/upcoming bookings/);

    await t.database.db
      .update(bookings)
      .set({ status: 'completed', startDate: '2020-01-01', endDate: '2020-01-02' })
      .where(eq(bookings.id, booking.id));
    expect((await remove(as(cookie))).statusCode).toBe(204);
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(404);
    expect((await remove(as(cookie))).statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(kept!.deletedAt).not.toBeNull();
  });
});

describe('GET /api/users/:id/items', () => {
  it('lists an owner’s items newest first, and 404 for an unknown owner', async () => {
    const res = await t.app.inject(`/api/users/${ownerId}/items`);
    expect(titles(res)).toEqual(['Tent 4', 'Tent 3', 'Tent 2', 'Tent 1', 'Tent 0']);
    expect((await t.app.inject('/api/users/8a3c2d1e-0000-4000-8000-000000000000/items')).statusCode).toBe(
      404,
    );
  });
});
