/**
 * Photos nobody names any more leave storage (docs/decisions/0066-closed-accounts.md, "The profile
 * photo"): a closed account's profile photo and a replaced one are removed, both sizes, by a job
 * after the change commits; a photo another member, a listing or a record still names stays.
 */

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedImage } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createSignedInUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth';
import { multipartBody, photoPart, picture } from './uploads.test-helpers';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ajjir-forget-'));
  t = await createTestApp({ storage: { kind: 'local', dir }, rateLimitFactor: 1000 });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const member = () => createSignedInUser(t.app, t.database.db);

/** Uploads a flat picture of this size (each size is other bytes, so another photo). */
async function uploadOf(cookie: string, width: number): Promise<UploadedImage> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartBody([photoPart(await picture('png', width, 400), 'photo.png', 'image/png')]),
    ...as(cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadedImage>();
}

/** Both stored files of an upload: the large photo and its thumbnail. */
const filesOf = (photo: UploadedImage) =>
  [photo.url, photo.thumbnailUrl].map((url) => existsSync(join(dir, url.replace('/uploads/', ''))));

async function setPicture(person: { cookie: string; user: { id: string } }, url: string | null) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}`,
    payload: { profilePicture: url },
    ...as(person.cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function closeAccount(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/close',
    payload: { currentPassword: FIXTURE_PASSWORD, confirm: true },
    ...as(cookie),
  });
  expect(res.statusCode, res.body).toBe(204);
}

describe('a photo nobody names any more', () => {
  it('leaves storage when its account closes, but not while another member shows the same photo', async () => {
    const [first, second] = await Promise.all([member(), member()]);
    const photo = await uploadOf(first.cookie, 610);
    // The same bytes from another member: one file, two profiles.
    expect((await uploadOf(second.cookie, 610)).url).toBe(photo.url);
    await setPicture(first, photo.url);
    await setPicture(second, photo.url);

    await closeAccount(first.cookie);
    await t.drainJobs();
    expect(filesOf(photo)).toEqual([true, true]);

    await closeAccount(second.cookie);
    await t.drainJobs();
    expect(filesOf(photo)).toEqual([false, false]);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
  });

  it('leaves storage when replaced or removed, but not while a listing shows it', async () => {
    const owner = await member();
    const [old, replacement, listed] = await Promise.all([
      uploadOf(owner.cookie, 620),
      uploadOf(owner.cookie, 630),
      uploadOf(owner.cookie, 640),
    ]);
    await setPicture(owner, old.url);
    await setPicture(owner, replacement.url);
    await t.drainJobs();
    expect(filesOf(old)).toEqual([false, false]);
    expect(filesOf(replacement)).toEqual([true, true]);

    await createItem(t.database.db, owner.user.id, { images: [listed.url] });
    await setPicture(owner, listed.url);
    await setPicture(owner, null);
    await t.drainJobs();
    expect(filesOf(listed)).toEqual([true, true]);
    expect((await t.app.inject({ url: listed.url })).statusCode).toBe(200);
  });
});
