/**
 * Where photos are kept: a folder the server serves itself (DATA_DIR/uploads,
 * the default), or an S3-compatible bucket read through its own address. The
 * rest of the app sees only this interface.
 */
import type { AppConfig } from '../config/config';
import { LocalStorage } from './local-storage';
import type { PhotoStorage } from './photo-storage';
import { S3Storage } from './s3-storage';

export type { PhotoStorage } from './photo-storage';

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
