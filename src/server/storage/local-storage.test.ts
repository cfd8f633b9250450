import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ajjir-local-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('creates its folder, writes a key under it and names it at /uploads/', async () => {
    const dir = join(root, 'data', 'uploads');
    const storage = new LocalStorage(dir);
    await storage.put('uploads/a1b2-thumb.webp', Buffer.from('pixels'), 'image/webp');
    expect(readFileSync(join(dir, 'a1b2-thumb.webp'), 'utf8')).toBe('pixels');
    expect(readdirSync(dir)).toEqual(['a1b2-thumb.webp']);
    expect(storage.urlOf('uploads/a1b2-thumb.webp')).toBe('/uploads/a1b2-thumb.webp');
  });

  it('removes a file, and a second removal succeeds too; never one outside the folder', async () => {
    const dir = join(root, 'removals');
    const storage = new LocalStorage(dir);
    await storage.put('uploads/c3d4.webp', Buffer.from('pixels'), 'image/webp');
    await storage.remove('uploads/c3d4.webp');
    expect(readdirSync(dir)).toEqual([]);
    await storage.remove('uploads/c3d4.webp');
    await expect(storage.remove('uploads/../removals.webp')).rejects.toThrow(/Not an upload key/);
  });

  it('refuses a key that would leave the folder, and writes nothing', async () => {
    const dir = join(root, 'strict');
    const storage = new LocalStorage(dir);
    for (const key of ['uploads/../escape.webp', 'other/a.webp', 'uploads/sub/a.webp', 'uploads/']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Not an upload key/,
      );
    }
    expect(readdirSync(dir)).toEqual([]);
    expect(readdirSync(root)).not.toContain('escape.webp');
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const dir = join(root, 'failing');
    const storage = new LocalStorage(dir);
    // A folder where the file should go: the final rename fails.
    mkdirSync(join(dir, 'taken.webp'));
    await expect(storage.put('uploads/taken.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken.webp']);
  });
});
