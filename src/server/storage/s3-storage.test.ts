import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// A free port is one nothing listens on: connecting to it is refused at once.
import { freePort } from '../test/free-port';
import { S3Storage } from './s3-storage';
import { type FakeS3, startFakeS3 } from './s3rver.test-helpers';
import { PHOTO_CACHE_CONTROL } from './storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

describe('S3Storage', () => {
  it('PUTs the object in the bucket with its type and a year of caching', async () => {
    const storage = new S3Storage(s3.settings, PHOTO_CACHE_CONTROL);
    const body = Buffer.from('RIFF....WEBPVP8 not really');
    await storage.put('uploads/a1b2.webp', body, 'image/webp');
    const stored = await s3.get('uploads/a1b2.webp');
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(stored.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await stored.arrayBuffer()).equals(body)).toBe(true);
  });

  it('names objects by the public address, not the API endpoint', () => {
    const storage = new S3Storage(s3.settings, PHOTO_CACHE_CONTROL);
    expect(storage.urlOf('uploads/a1b2.webp')).toBe('https://photos.ajjir.test/uploads/a1b2.webp');
  });

  it('rejects when the service refuses, with its answer for the log', async () => {
    const storage = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, PHOTO_CACHE_CONTROL);
    await expect(storage.put('uploads/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /answered 404: .*NoSuchBucket/s,
    );
  });

  it('removes an object, and a second removal of it succeeds too; a missing bucket is a fault', async () => {
    const storage = new S3Storage(s3.settings, PHOTO_CACHE_CONTROL);
    await storage.put('uploads/c3d4.webp', Buffer.from('x'), 'image/webp');
    await storage.remove('uploads/c3d4.webp');
    expect((await s3.get('uploads/c3d4.webp')).status).toBe(404);
    await storage.remove('uploads/c3d4.webp');
    const elsewhere = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, PHOTO_CACHE_CONTROL);
    await expect(elsewhere.remove('uploads/c3d4.webp')).rejects.toThrow(/answered 404: .*NoSuchBucket/s);
  });

  it('rejects when the service cannot be reached', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const storage = new S3Storage({ ...s3.settings, endpoint }, PHOTO_CACHE_CONTROL);
    await expect(storage.put('uploads/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
