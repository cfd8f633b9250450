/**
 * Photos in a folder on this server (DATA_DIR/uploads by default), served at
 * /uploads/ by the uploads feature. Keys are `uploads/<name>`; the folder is
 * the `uploads/` part, so `uploads/<name>.webp` is `<dir>/<name>.webp` and is
 * read at `/uploads/<name>.webp`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoStorage } from './photo-storage';

const PREFIX = 'uploads/';
/** One plain file name: keys come from our code, but a slip must never write outside the folder. */
const FILE_NAME = /^[\w-]+\.[a-z0-9]+$/i;

export class LocalStorage implements PhotoStorage {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /**
   * Written under a temporary dot-name (never served) and renamed into place,
   * so a reader never sees half a file, even if the disk fills or the process dies.
   * The content type is not kept: the file's extension tells it when served.
   */
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const temporary = join(this.dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  urlOf(key: string): string {
    return `/${key}`;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const name = key.slice(PREFIX.length);
    if (!key.startsWith(PREFIX) || !FILE_NAME.test(name)) throw new Error(`Not an upload key: ${key}`);
    return join(this.dir, name);
  }
}
