import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../features/auth/password';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function adminCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// The command opens the database itself; on PGlite that is a data directory of its own.
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run admin:create', () => {
  it('creates an administrator with a generated password, refuses bad input, and promotes', async () => {
    const created = await adminCreate('--email', 'Ops@Ajjir.sa', '--username', 'ops');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Administrator created: ops@ajjir.sa (@ops).');
    const password = /Password \(shown once, store it safely\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);

    const duplicate = await adminCreate('--email', 'ops@ajjir.sa', '--username', 'ops2');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email already exists');
    const bad = await adminCreate('--email', 'nope', '--username', 'x', '--password', '123');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email: Must be a valid email address');
    expect(bad.stderr).toContain('--password: Password must be at least 6 characters long');
    expect((await adminCreate()).code).toBe(2);

    const chosen = await adminCreate(
      '--email',
      'sara@ajjir.sa',
      '--username',
      'sara',
      '--password',
      'chosen-pass',
    );
    expect(chosen.stdout).not.toContain('Password');
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      await database.db.update(users).set({ isAdmin: false }).where(eq(users.username, 'sara'));
      // While another process (here, this one) has the embedded database open, the command refuses.
      const busy = await adminCreate('--promote', 'sara@ajjir.sa');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('is open in another process');
    } finally {
      await database.close();
    }
    const promoted = await adminCreate('--promote', 'SARA@ajjir.sa');
    expect(promoted.stdout).toContain('sara@ajjir.sa (@sara) is now an administrator.');
    expect((await adminCreate('--promote', 'ghost@ajjir.sa')).code).toBe(1);

    const check = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await check.db.select().from(users).orderBy(users.username);
      expect(rows.map((u) => [u.username, u.isAdmin])).toEqual([
        ['ops', true],
        ['sara', true],
      ]);
      expect(await verifyPassword(rows[0]!.passwordHash, password!)).toBe(true);
    } finally {
      await check.close();
    }
  }, 60_000);
});
