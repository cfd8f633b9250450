import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openPglite } from './client';

const root = mkdtempSync(join(tmpdir(), 'ajjir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Only the embedded database has a data directory to guard.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database folder', () => {
  it('is opened by one process at a time, and released on close', async () => {
    const dataDir = join(root, 'one');
    const first = await openPglite({ dataDir });
    await expect(openPglite({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(openPglite({ dataDir })).rejects.toThrow(/open in another process \(pid \d+\)/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = join(root, 'stale');
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const database = await openPglite({ dataDir });
    await database.close();
  });
});
