import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { UPLOAD_LIMITS } from './uploads.limits';
import { type FieldPart, type FilePart, multipartBody, photoPart, picture } from './uploads.test-helpers';

let t: TestApp;
let dir: string;
let cookie: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ajjir-uploads-'));
  t = await createTestApp({ storage: { kind: 'local', dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
// A fresh account per test, so no test spends another's upload budget.
beforeEach(async () => {
  ({ cookie } = await createSignedInUser(t.app, t.database.db));
});

const contentHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Sends the form as the signed-in test user, or signed out with `session: null`. */
const upload = (parts: (FilePart | FieldPart)[], session: string | null = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartBody(parts),
    cookies: session ? { [SESSION_COOKIE]: session } : {},
  });
const uploadPhoto = (data: Buffer, filename?: string, contentType?: string) =>
  upload([photoPart(data, filename, contentType)]);

/** Everything in the uploads folder, temporary dot-files included. */
const storedFiles = () => readdirSync(dir);
const storedFileOf = (url: string) => join(dir, url.replace(/^\/uploads\//, ''));

describe('POST /api/uploads', () => {
  it('asks a signed-out visitor to sign in, and stores nothing', async () => {
    const before = storedFiles();
    const res = await upload([photoPart(await picture('jpeg'))], null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)(
    're-encodes a %s photo to WebP in two sizes and answers where they are',
    async (format, name, type) => {
      const res = await uploadPhoto(await picture(format, 3000, 2000), name, type);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
        thumbnailUrl: body.url.replace('.webp', '-thumb.webp'),
        width: 1600,
        height: 1067,
      });
      // Named by content: the name is the stored large photo's hash.
      expect(body.url).toBe(`/uploads/${contentHashOf(readFileSync(storedFileOf(body.url)))}.webp`);
      const large = await sharp(storedFileOf(body.url)).metadata();
      const thumb = await sharp(storedFileOf(body.thumbnailUrl)).metadata();
      expect(large).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
      expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 320 });
    },
  );

  it('names the same photo the same way twice, and another photo otherwise', async () => {
    const photo = await picture('png', 800, 600);
    const first = (await uploadPhoto(photo, 'a.png', 'image/png')).json();
    const again = (await uploadPhoto(photo, 'b.png', 'image/png')).json();
    const other = (await uploadPhoto(await picture('png', 801, 600), 'c.png', 'image/png')).json();
    expect(again.url).toBe(first.url);
    expect(other.url).not.toBe(first.url);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(200);
  });

  it('never enlarges a small photo', async () => {
    const res = await uploadPhoto(await picture('png', 300, 200), 'small.png', 'image/png');
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
    const thumb = await sharp(storedFileOf(res.json().thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 3000×2000 with "rotate 90° clockwise to view": the picture is 2000 wide, 3000 tall.
    const withSecrets = await sharp(await picture('jpeg', 3000, 2000))
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(withSecrets).metadata()).toMatchObject({
      exif: expect.any(Buffer),
      icc: expect.any(Buffer),
      orientation: 6,
    });
    const res = await uploadPhoto(withSecrets);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1067, height: 1600 });
    for (const url of [res.json().url, res.json().thumbnailUrl]) {
      const bytes = readFileSync(storedFileOf(url));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(bytes.includes('secret')).toBe(false);
    }
  });

  it('answers 404 JSON for a photo that is not there', async () => {
    for (const url of [
      `/uploads/${randomBytes(16).toString('hex')}.webp`,
      `/uploads/${randomUUID()}.webp`,
      `/uploads/${randomUUID()}-thumb.webp`,
      '/uploads/x.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /uploads/*', () => {
  it('serves both sizes as WebP, cached for a year', async () => {
    const { url, thumbnailUrl } = (await uploadPhoto(await picture('jpeg'))).json();
    for (const path of [url, thumbnailUrl]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(readFileSync(storedFileOf(path)))).toBe(true);
    }
  });

  it('answers 404 JSON for a missing photo, not the app shell, when the client is built', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'ajjir-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    const withClient = await createTestApp({ storage: { kind: 'local', dir }, clientDir });
    try {
      // Page paths get the shell…
      expect((await withClient.app.inject({ url: '/items' })).body).toContain('app');
      const res = await withClient.app.inject({ url: `/uploads/${randomUUID()}.webp` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('serves nothing but stored photos (no temporary files, no other names)', async () => {
    writeFileSync(join(dir, '.half-written.tmp'), 'partial');
    writeFileSync(join(dir, 'notes.txt'), 'not a photo');
    try {
      for (const url of [
        '/uploads/.half-written.tmp',
        '/uploads/notes.txt',
        '/uploads/../uploads/notes.txt',
      ]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      rmSync(join(dir, '.half-written.tmp'));
      rmSync(join(dir, 'notes.txt'));
    }
  });
});

describe('refusals', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
  );

  it.each([
    ['a GIF', async () => photoPart(await picture('gif', 200, 200), 'photo.gif', 'image/gif')],
    ['an SVG', async () => photoPart(svg, 'photo.svg', 'image/svg+xml')],
    ['an SVG named photo.jpg', async () => photoPart(svg, 'photo.jpg', 'image/jpeg')],
    [
      'an AVIF (HEIF family, as iPhones send)',
      async () => photoPart(await picture('avif', 200, 200), 'photo.heic', 'image/heic'),
    ],
    [
      'a text file named photo.jpg',
      async () => photoPart(Buffer.from('just some text, honestly\n'.repeat(40))),
    ],
    [
      'a JPEG cut in half',
      async () => {
        const jpeg = await picture('jpeg', 1200, 800);
        return photoPart(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
      },
    ],
    [
      'a JPEG whose pixel data is garbage',
      async () => {
        const jpeg = Buffer.from(await picture('jpeg', 1200, 800));
        // The header (about 600 bytes) stays intact; what follows it is not a valid Huffman stream.
        return photoPart(jpeg.fill(0x5a, 800, jpeg.length - 2));
      },
    ],
  ])('refuses %s with 415 and stores nothing', async (_name, make) => {
    const before = storedFiles();
    const res = await upload([await make()]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'Only JPEG, PNG or WebP photos can be uploaded',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = storedFiles();
    const res = await uploadPhoto(randomBytes(MAX_UPLOAD_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The photo is larger than 10 MB' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a small file that decodes into too many pixels (a decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = storedFiles();
    const res = await uploadPhoto(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'The photo has more than 40 megapixels',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('asks for a photo when the form has none, or an empty one', async () => {
    const noFile = await upload([{ field: 'title', value: 'Tent' }]);
    const emptyFile = await upload([photoPart(Buffer.alloc(0), '', 'application/octet-stream')]);
    for (const res of [noFile, emptyFile]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'bad_request', message: 'Choose a photo to upload' });
    }
  });

  it('takes the photo from the field "file" only, and one per request', async () => {
    const jpeg = await picture('jpeg', 300, 200);
    const otherField = await upload([{ ...photoPart(jpeg), field: 'photo' }]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toBe('Send the photo in the field "file"');
    const two = await upload([photoPart(jpeg), photoPart(jpeg)]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Send one photo per request');
    // Other fields beside the photo are ignored.
    const withField = await upload([{ field: 'caption', value: 'My tent' }, photoPart(jpeg)]);
    expect(withField.statusCode).toBe(201);
  });

  it('answers 4xx, never 500, to a body that is not a well-formed form', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'photo.jpg' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: expect.stringMatching(/multipart/),
    });

    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: await picture('jpeg', 100, 100),
      headers: { 'content-type': 'image/jpeg' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(raw.statusCode).toBe(415);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'whatever',
      headers: { 'content-type': 'multipart/form-data' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(noBoundary.statusCode).toBe(400);

    const { payload, headers } = multipartBody([photoPart(await picture('jpeg', 300, 200))]);
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: payload.subarray(0, payload.length - 200),
      headers,
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('upload limit', () => {
  it(`allows ${UPLOAD_LIMITS.uploadsPerUser.limit} uploads an hour per account, then answers 429`, async () => {
    const small = await picture('png', 40, 30);
    for (let i = 0; i < UPLOAD_LIMITS.uploadsPerUser.limit; i++) {
      expect((await uploadPhoto(small, 'small.png', 'image/png')).statusCode).toBe(201);
    }
    const before = storedFiles();
    const refused = await uploadPhoto(small, 'small.png', 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(storedFiles()).toEqual(before);
    // Another account is not affected.
    const other = await createSignedInUser(t.app, t.database.db);
    expect((await upload([photoPart(small, 'small.png', 'image/png')], other.cookie)).statusCode).toBe(201);
  });
});
