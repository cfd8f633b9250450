import { gunzipSync } from 'node:zlib';
import { todayInRiyadh } from '@shared/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { createItem, createUser } from '../../test/fixtures';
import { type AdminTestApp, createAdminTestApp } from './admin.test-helpers';
import { EXPORT_PAGE_SIZE, usersExport } from './admin-export';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const download = (what: 'users' | 'items', format: string, headers: Record<string, string> = {}) =>
  t.asAdmin({ url: `/api/admin/export/${what}?format=${format}`, headers });

/** A CSV body (after its byte order mark) as rows of cells, quoted cells read back as RFC 4180 says. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('GET /api/admin/export/users', () => {
  it('downloads CSV: byte order mark, header, CRLF, quoting, formulas neutralized, Arabic intact, no secrets', async () => {
    const db = t.database.db;
    await createUser(db, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: '+1',
      username: 'formula_1',
    });
    await createUser(db, {
      firstName: '-2',
      lastName: '@SUM(A1)',
      username: 'formula_2',
      city: 'Riyadh;=2+5',
    });
    await createUser(db, {
      firstName: 'نورة',
      lastName: 'الشهري',
      username: 'quoted_one',
      address: 'Olaya St, "Tower 2"\nFloor 3',
      accountType: 'business',
      companyName: 'مؤسسة نورة',
    });
    await createUser(db, { username: 'blocked_x', suspendedAt: new Date(), suspensionReason: 'Spam' });

    const res = await download('users', 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ajjir-users-${todayInRiyadh()}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).not.toMatch(/password|hash|token|session|\$argon2/i);
    const names =
      'id,username,firstName,lastName,email,phone,accountType,companyName,companyWebsite,taxId,businessAddress,' +
      'address,city,state,zipCode,rating,totalReviews,isAdmin,status,suspendedAt,suspensionReason,joinedAt';
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${names.replace(/\w+/g, (name) => `"${name}"`)}`);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"")","'+1",`);
    expect(res.body).toContain(`,"'-2","'@SUM(A1)",`);
    expect(res.body).toContain(`,"Riyadh;'=2+5",`);
    expect(res.body).toContain(',"Olaya St, ""Tower 2""\nFloor 3",');

    const [header, ...rows] = parseCsv(res.body);
    const byUsername = new Map(
      rows.map((row) => [row[1], Object.fromEntries(header!.map((h, i) => [h, row[i]]))]),
    );
    expect(byUsername.get('quoted_one')).toMatchObject({
      firstName: 'نورة',
      lastName: 'الشهري',
      companyName: 'مؤسسة نورة',
      accountType: 'business',
      status: 'active',
      rating: '0',
      isAdmin: 'false',
    });
    expect(byUsername.get('blocked_x')).toMatchObject({
      status: 'blocked',
      suspendedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      suspensionReason: 'Spam',
    });
    expect(byUsername.get(t.admin.user.username)).toMatchObject({ isAdmin: 'true' });
  });

  it('downloads JSON that parses, with the same columns', async () => {
    const res = await download('users', 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ajjir-users-${todayInRiyadh()}.json"`,
    );
    const rows = JSON.parse(res.body) as Record<string, unknown>[];
    const formula = rows.find((row) => row.username === 'formula_1');
    // JSON is no spreadsheet: its text is left as it is.
    expect(formula).toMatchObject({
      firstName: '=HYPERLINK("http://evil.example")',
      status: 'active',
      isAdmin: false,
    });
    expect(Object.keys(formula!)).not.toContain('passwordHash');
    expect(res.body).not.toMatch(/password|hash|token|\$argon2/i);
  });

  it('reads a table larger than a page in pages: every row once, in order, also compressed', async () => {
    const db = t.database.db;
    // One statement: every row has the same joined_at, so the pages turn on the id alone.
    await db.insert(users).values(
      Array.from({ length: EXPORT_PAGE_SIZE * 2 + 100 }, (_, i) => ({
        username: `bulk_${String(i).padStart(4, '0')}`,
        email: `bulk_${i}@example.sa`,
        passwordHash: 'not-a-real-hash',
        firstName: 'Bulk',
        lastName: String(i),
      })),
    );
    // The order comes from the database: joined_at keeps microseconds, which a JavaScript Date
    // drops, so two users from the same millisecond would sort by id here and by time there.
    const ordered = await db.select({ id: users.id }).from(users).orderBy(users.joinedAt, users.id);
    const expected = ordered.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(EXPORT_PAGE_SIZE * 2);

    const json = await download('users', 'json');
    expect((JSON.parse(json.body) as { id: string }[]).map((row) => row.id)).toEqual(expected);

    const csv = await download('users', 'csv', { 'accept-encoding': 'gzip' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    const [, ...rows] = parseCsv(gunzipSync(csv.rawPayload).toString('utf8'));
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(csv.body).not.toContain('not-a-real-hash');
  });

  it('cuts the download short when reading fails after the first byte went out', async () => {
    const spy = vi.spyOn(usersExport, 'readPage').mockRejectedValue(new Error('connection lost'));
    try {
      const outcome = await download('users', 'json').then(
        (res) => ({ status: res.statusCode, body: res.body }),
        (error: Error) => ({ error: error.message }),
      );
      // Never a 500 after the status line: the response is destroyed, so the download fails visibly.
      expect(outcome).toEqual({ error: expect.stringMatching(/destroyed/) });
    } finally {
      spy.mockRestore();
    }
    expect((await download('users', 'json')).statusCode).toBe(200);
  });

  it('records each export before sending it, and refuses a missing or unknown format', async () => {
    const before = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'export.users'), eq(adminAuditLog.adminId, t.admin.user.id)));
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before[0]).toMatchObject({ targetType: 'export', targetId: null, targetLabel: 'users' });
    expect(before.map((entry) => (entry.details as { format: string }).format)).toContain('csv');
    for (const format of ['', 'xml']) {
      const res = await download('users', format);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'format', code: 'export_format_invalid', message: expect.any(String) },
      ]);
    }
    const missing = await t.asAdmin({ url: '/api/admin/export/items' });
    expect(missing.statusCode).toBe(400);
    const after = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'export.users'));
    expect(after).toHaveLength(before.length);
  });
});

describe('GET /api/admin/export/items', () => {
  it('has every listing, removed ones too, with status, category, owner and pickup options', async () => {
    const db = t.database.db;
    const owner = await createUser(db, {
      accountType: 'business',
      companyName: 'Gulf, "Tools"',
      username: 'gulf_x',
    });
    const tent = await createItem(db, owner.id, {
      title: 'خيمة, كبيرة',
      description: '=cmd|" /C calc"!A0',
      pickupOptions: ['pickup', 'delivery'],
      deposit: '300.00',
      maxRentalDays: 7,
    });
    const paused = await createItem(db, owner.id, { isAvailable: false });
    const removed = await createItem(db, owner.id, { deletedAt: new Date(), isAvailable: false });

    const json = await download('items', 'json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="ajjir-items-${todayInRiyadh()}.json"`,
    );
    const rows = JSON.parse(json.body) as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toEqual([tent.id, paused.id, removed.id]);
    expect(rows[0]).toEqual({
      id: tent.id,
      title: 'خيمة, كبيرة',
      description: '=cmd|" /C calc"!A0',
      category: expect.stringMatching(/^[A-Z][a-z]+$/),
      dailyRate: 120,
      deposit: 300,
      condition: 'good',
      city: 'Riyadh',
      state: null,
      latitude: 24.7136,
      longitude: 46.6753,
      minRentalDays: 1,
      maxRentalDays: 7,
      pickupOptions: ['pickup', 'delivery'],
      rating: 0,
      totalReviews: 0,
      status: 'available',
      ownerId: owner.id,
      ownerName: 'Gulf, "Tools"',
      ownerUsername: 'gulf_x',
      createdAt: tent.createdAt.toISOString(),
      removedAt: null,
    });
    expect(rows.map((row) => row.status)).toEqual(['available', 'unavailable', 'removed']);
    expect(rows[2]!.removedAt).toEqual(expect.stringMatching(/^\d{4}-/));

    const csv = await download('items', 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, first] = parseCsv(csv.body);
    expect(header).toContain('pickupOptions');
    const cells = Object.fromEntries(header!.map((name, i) => [name, first![i]]));
    expect(cells).toMatchObject({
      title: 'خيمة, كبيرة',
      description: `'=cmd|" /C calc"!A0`,
      pickupOptions: 'pickup|delivery',
      ownerName: 'Gulf, "Tools"',
      dailyRate: '120',
      status: 'available',
    });
  });
});
