import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../storage/s3rver.test-helpers';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { multipartBody, photoPart, picture } from './uploads.test-helpers';

let s3: FakeS3;
let t: TestApp;
let broken: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ storage: { kind: 's3', s3: s3.settings } });
  // The same service, but a bucket that is not there: every PUT is refused.
  broken = await createTestApp({ storage: { kind: 's3', s3: { ...s3.settings, bucket: 'gone-bucket' } } });
});
afterAll(async () => {
  await t.close();
  await broken.close();
  await s3.close();
});

async function uploadTo(app: TestApp) {
  const { cookie } = await createSignedInUser(app.app, app.database.db);
  return app.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartBody([photoPart(await picture('jpeg', 2400, 1800))]),
    cookies: { [SESSION_COOKIE]: cookie },
  });
}

describe('POST /api/uploads with S3 storage', () => {
  it('puts both sizes in the bucket and answers their public addresses', async () => {
    const res = await uploadTo(t);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 1600, height: 1200 });
    expect(body.url).toMatch(/^https:\/\/photos\.ajjir\.test\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.thumbnailUrl).toBe(body.url.replace('.webp', '-thumb.webp'));
    for (const [url, width] of [
      [body.url, 1600],
      [body.thumbnailUrl, 480],
    ]) {
      const stored = await s3.get(url.replace('https://photos.ajjir.test/', ''));
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toBe('image/webp');
      expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
  });

  it('does not serve /uploads/ itself: the photos are read from the bucket', async () => {
    const { url } = (await uploadTo(t)).json();
    const local = await t.app.inject({ url: new URL(url).pathname });
    expect(local.statusCode).toBe(404);
  });

  it('answers 503 when the bucket refuses the photo', async () => {
    const res = await uploadTo(broken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'unavailable',
      message: 'Photo storage is unavailable, please try again',
    });
  });
});
