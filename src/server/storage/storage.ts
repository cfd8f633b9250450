/**
 * Where photos are kept: a folder the server serves itself (DATA_DIR/uploads,
 * the default), or an S3-compatible bucket read through its own address. The
 * rest of the app sees only this interface.
 */
import type { AppConfig } from '../config/config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

export interface PhotoStorage {
  /** Stores `body` under `key` (e.g. `uploads/<content hash>.webp`); resolves once it can be read, rejects if not stored. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address browsers read the object from. */
  urlOf(key: string): string;
}

/**
 * Every key names new content (a fresh uuid, never overwritten), so browsers
 * and CDNs may keep a photo for a year without asking again.
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createStorage(settings: AppConfig['storage']): PhotoStorage {
  return settings.kind === 's3'
    ? new S3Storage(settings.s3, PHOTO_CACHE_CONTROL)
    : new LocalStorage(settings.dir);
}
