import type { AuditEntry } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';
import { writeAudit } from './audit';

let t: AdminTestApp;
let targetId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  const target = await createUser(t.database.db, { firstName: 'Rana', lastName: 'Omar' });
  targetId = target.id;
  // Through the API: a block, an unblock and an export.
  await t.asAdmin({
    method: 'POST',
    url: `/api/admin/users/${targetId}/suspend`,
    payload: { reason: 'Spam' },
  });
  await t.asAdmin({ method: 'POST', url: `/api/admin/users/${targetId}/activate` });
  await t.asAdmin({ url: '/api/admin/export/users?format=json' });
});
afterAll(() => t.close());

const audit = async (query: string) => {
  const res = await t.asAdmin({ url: `/api/admin/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as AuditEntry[], total: Number(res.headers['x-total-count']) };
};

describe('GET /api/admin/audit', () => {
  it('lists what administrators did, newest first, naming them', async () => {
    const { rows, total } = await audit('');
    expect(total).toBe(3);
    expect(rows.map((row) => row.action)).toEqual(['export.users', 'user.activate', 'user.suspend']);
    expect(rows[2]).toEqual({
      id: expect.any(String),
      action: 'user.suspend',
      admin: { id: t.admin.user.id, firstName: 'Admin', lastName: t.admin.user.lastName },
      targetType: 'user',
      targetId,
      targetLabel: 'Rana Omar',
      reason: 'Spam',
      details: {},
      createdAt: expect.any(String),
    } satisfies AuditEntry);
    expect(rows[0]).toMatchObject({ targetType: 'export', targetId: null, details: { format: 'json' } });
  });

  it('filters by action and by target, and pages', async () => {
    expect((await audit('?action=user.suspend')).rows.map((row) => row.targetId)).toEqual([targetId]);
    expect((await audit(`?targetId=${targetId}`)).rows.map((row) => row.action)).toEqual([
      'user.activate',
      'user.suspend',
    ]);
    const page = await audit('?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, rows: [{ action: 'user.activate' }] });
    for (const query of ['?action=user.delete', '?targetId=nope', '?limit=500']) {
      expect((await t.asAdmin({ url: `/api/admin/audit${query}` })).statusCode, query).toBe(400);
    }
  });

  it('keeps an entry whose administrator is gone, unnamed', async () => {
    const gone = await createUser(t.database.db, { isAdmin: true });
    await writeAudit(t.database.db, {
      adminId: gone.id,
      action: 'item.delete',
      targetType: 'item',
      targetId: '5b1f8f9e-0000-4000-8000-000000000000',
      targetLabel: 'Old tent',
    });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const { rows } = await audit('?action=item.delete');
    expect(rows).toEqual([expect.objectContaining({ admin: null, targetLabel: 'Old tent' })]);
  });
});
