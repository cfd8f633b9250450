/**
 * A listing's discounts and cancellation policy (shared/money.ts, shared/cancellation.ts): taken on
 * create and edit, checked field by field (a 400 with the field's key, never a 500), and answered
 * on the item's page and in every list of cards.
 */
import type { Item } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema';
import { createItem, createSignedInUser, itemInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const create = async (overrides: Record<string, unknown>) => {
  const owner = await createSignedInUser(t.app, t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/items',
    payload: itemInput(overrides),
    ...as(owner.cookie),
  });
  return { res, owner };
};

describe('discounts and the cancellation policy on create', () => {
  it('defaults to no discount and the flexible policy', async () => {
    const { res } = await create({});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      cancellationPolicy: 'flexible',
    });
  });

  it('stores what the owner gives, blank meaning none, and answers it on the page and in lists', async () => {
    const { res, owner } = await create({
      weeklyDiscountPercent: '10',
      monthlyDiscountPercent: 25,
      cancellationPolicy: 'strict',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Item>();
    expect(created).toMatchObject({
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
      cancellationPolicy: 'strict',
    });
    const terms = (item: Item | undefined) =>
      item && {
        weekly: item.weeklyDiscountPercent,
        monthly: item.monthlyDiscountPercent,
        policy: item.cancellationPolicy,
      };
    const expected = { weekly: 10, monthly: 25, policy: 'strict' };
    expect(terms((await t.app.inject(`/api/items/${created.id}`)).json<Item>())).toEqual(expected);
    const list = (await t.app.inject('/api/items?limit=100')).json<Item[]>();
    expect(terms(list.find((item) => item.id === created.id))).toEqual(expected);
    const mine = (await t.app.inject(`/api/users/${owner.user.id}/items`)).json<Item[]>();
    expect(terms(mine[0])).toEqual(expected);

    const blank = await create({ weeklyDiscountPercent: '', monthlyDiscountPercent: null });
    expect(blank.res.json()).toMatchObject({ weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 });
  });

  it('takes a monthly discount without a weekly one, and both at the largest allowed', async () => {
    expect((await create({ monthlyDiscountPercent: 30 })).res.json()).toMatchObject({
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 30,
    });
    expect((await create({ weeklyDiscountPercent: 90, monthlyDiscountPercent: 90 })).res.statusCode).toBe(
      201,
    );
  });

  it.each([
    [{ weeklyDiscountPercent: -1 }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ weeklyDiscountPercent: 91 }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ weeklyDiscountPercent: 12.5 }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ weeklyDiscountPercent: 'ten' }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ weeklyDiscountPercent: '1e9' }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ monthlyDiscountPercent: { percent: 10 } }, 'monthlyDiscountPercent', 'discount_invalid'],
    [{ monthlyDiscountPercent: 100 }, 'monthlyDiscountPercent', 'discount_invalid'],
    [
      { weeklyDiscountPercent: 20, monthlyDiscountPercent: 10 },
      'monthlyDiscountPercent',
      'monthly_below_weekly',
    ],
    [{ cancellationPolicy: 'lenient' }, 'cancellationPolicy', 'cancellation_policy_invalid'],
    [{ cancellationPolicy: '' }, 'cancellationPolicy', 'cancellation_policy_invalid'],
    [{ cancellationPolicy: null }, 'cancellationPolicy', 'cancellation_policy_invalid'],
  ])('refuses %o with a 400 naming %s (%s), and writes nothing', async (overrides, path, code) => {
    const { res, owner } = await create(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await t.database.db.select().from(items).where(eq(items.ownerId, owner.user.id))).toEqual([]);
  });
});

describe('discounts and the cancellation policy on edit', () => {
  async function ownItem(overrides = {}) {
    const owner = await createSignedInUser(t.app, t.database.db);
    const item = await createItem(t.database.db, owner.user.id, overrides);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/items/${item.id}`, payload, ...as(owner.cookie) });
    return { item, patch };
  }

  it('changes only what it is given', async () => {
    const { patch } = await ownItem({ weeklyDiscountPercent: 10, cancellationPolicy: 'moderate' });
    const res = await patch({ monthlyDiscountPercent: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 20,
      cancellationPolicy: 'moderate',
    });
    const policy = await patch({ cancellationPolicy: 'strict', weeklyDiscountPercent: 0 });
    expect(policy.json()).toMatchObject({
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 20,
      cancellationPolicy: 'strict',
    });
  });

  it('checks one discount sent alone against the other one stored', async () => {
    const { item, patch } = await ownItem({ weeklyDiscountPercent: 15, monthlyDiscountPercent: 25 });
    const monthly = await patch({ monthlyDiscountPercent: 10 });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().errors).toEqual([
      expect.objectContaining({ path: 'monthlyDiscountPercent', code: 'monthly_below_weekly' }),
    ]);
    const weekly = await patch({ weeklyDiscountPercent: 30 });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().errors).toEqual([
      expect.objectContaining({ path: 'weeklyDiscountPercent', code: 'monthly_below_weekly' }),
    ]);
    const [stored] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect([stored!.weeklyDiscountPercent, stored!.monthlyDiscountPercent]).toEqual([15, 25]);
    // Both at once, or the monthly one taken away: fine.
    expect((await patch({ weeklyDiscountPercent: 30, monthlyDiscountPercent: 40 })).statusCode).toBe(200);
    expect((await patch({ monthlyDiscountPercent: 0, weeklyDiscountPercent: 50 })).statusCode).toBe(200);
  });

  it.each([
    [{ weeklyDiscountPercent: 95 }, 'weeklyDiscountPercent', 'discount_invalid'],
    [{ monthlyDiscountPercent: true }, 'monthlyDiscountPercent', 'discount_invalid'],
    [{ cancellationPolicy: 'STRICT' }, 'cancellationPolicy', 'cancellation_policy_invalid'],
  ])('refuses %o with a 400 naming %s (%s)', async (payload, path, code) => {
    const { patch } = await ownItem();
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});
