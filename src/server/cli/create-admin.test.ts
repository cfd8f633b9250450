import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../features/auth/password';
import { createPgliteDataDir, createTestDatabase, type TestDatabase } from '../test/test-app';
import { type OpenDatabase, runAdminCommand } from './admin-command';

/**
 * The command runs in the test's own process, as the shell would run it, and on the test file's
 * database where the case is not about opening one. Not a child process per case: each paid for a
 * TypeScript transform and a start and full migration of an embedded database, which on a slow
 * machine took this file past a minute (docs/decisions/0037-test-suite-time-budget.md).
 */
async function adminCommand(args: string[], open?: OpenDatabase, env: NodeJS.ProcessEnv = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdminCommand(
    args,
    { ...process.env, LOG_LEVEL: 'silent', ...env },
    { log: (line) => stdout.push(line), error: (line) => stderr.push(line) },
    open,
  );
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

const neverOpened: OpenDatabase = () => {
  throw new Error('the command opened a database for input it should have refused first');
};

/** The test file's database, handed to the command as if it had opened it (it stays open after). */
const theTestDatabase =
  (database: Database): OpenDatabase =>
  async () => ({ ...database, close: async () => {} });

describe('npm run admin:create', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('answers usage and bad input before it opens any database', async () => {
    expect((await adminCommand([], neverOpened)).code).toBe(2);
    expect((await adminCommand(['--help'], neverOpened)).code).toBe(0);
    const bad = await adminCommand(['--email', 'nope', '--username', 'x', '--password', '123'], neverOpened);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email: Must be a valid email address');
    expect(bad.stderr).toContain('--password: Password must be at least');
    const unknown = await adminCommand(['--emial', 'ops@ajjir.sa'], neverOpened);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage:');
  });

  it('creates an administrator with a generated password, refuses a duplicate, and promotes', async () => {
    const open = theTestDatabase(test.database);
    const created = await adminCommand(['--email', 'Ops@Ajjir.sa', '--username', 'ops'], open);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Administrator created: ops@ajjir.sa (@ops).');
    const password = /Password \(shown once, store it safely\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);

    const duplicate = await adminCommand(['--email', 'ops@ajjir.sa', '--username', 'ops2'], open);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email already exists');

    const chosen = await adminCommand(
      ['--email', 'sara@ajjir.sa', '--username', 'sara', '--password', 'chosen-pass-1'],
      open,
    );
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).not.toContain('Password');
    await test.database.db.update(users).set({ isAdmin: false }).where(eq(users.username, 'sara'));
    const promoted = await adminCommand(['--promote', 'SARA@ajjir.sa'], open);
    expect(promoted.stdout).toContain('sara@ajjir.sa (@sara) is now an administrator.');
    expect((await adminCommand(['--promote', 'ghost@ajjir.sa'], open)).code).toBe(1);

    const rows = await test.database.db.select().from(users).where(eq(users.isAdmin, true));
    const byName = new Map(rows.map((u) => [u.username, u]));
    expect(byName.has('sara')).toBe(true);
    expect(await verifyPassword(byName.get('ops')!.passwordHash, password!)).toBe(true);
  });

  it("holds names to the registration form's rule: bidi controls stripped, blank refused", async () => {
    const blank = await adminCommand(
      ['--email', 'x@ajjir.sa', '--username', 'xname', '--first-name', '\u202E\u2066 '],
      neverOpened,
    );
    expect(blank.code).toBe(1);
    expect(blank.stderr).toMatch(/^--first-name: /);
    const open = theTestDatabase(test.database);
    const created = await adminCommand(
      [
        '--email',
        'noor@ajjir.sa',
        '--username',
        'noor',
        '--first-name',
        '\u202ENoor\u202C',
        '--last-name',
        'Ops',
      ],
      open,
    );
    expect(created.code).toBe(0);
    const [row] = await test.database.db.select().from(users).where(eq(users.username, 'noor'));
    expect([row?.firstName, row?.lastName]).toEqual(['Noor', 'Ops']);
  });

  // On PGlite the command opens the data directory DATA_DIR names, which one process at a time may hold.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'opens the embedded database DATA_DIR names, and refuses while another holder has it open',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-cli-'));
      try {
        createPgliteDataDir(join(dataDir, 'pglite'));
        const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
        // The first command holds the data directory from its first step (the lock is taken before
        // the database starts), so the second one, started meanwhile, finds it held.
        const creating = adminCommand(['--email', 'ops@ajjir.sa', '--username', 'ops'], undefined, env);
        const busy = await adminCommand(['--promote', 'ops@ajjir.sa'], undefined, env);
        expect(busy.code).toBe(1);
        expect(busy.stderr).toContain('is open in another process');
        const created = await creating;
        expect(created.code).toBe(0);
        expect(created.stdout).toContain('Administrator created: ops@ajjir.sa (@ops).');

        // Released when the command ends: the next one opens it and finds the account.
        const promoted = await adminCommand(['--promote', 'ops@ajjir.sa'], undefined, env);
        expect(promoted.stdout).toContain('ops@ajjir.sa (@ops) is now an administrator.');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
