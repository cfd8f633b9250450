/**
 * A photo nobody names any more leaves storage (docs/decisions/0066-closed-accounts.md, "The
 * profile photo"): a closed account's profile photo. Photos are named by their content, so the same
 * bytes uploaded by two members are one file: the job removes both sizes only when no profile,
 * listing, claim, condition record or no-show case names the address any more. A job on the queue,
 * not a call in the closing transaction: storage is outside the database, and a removal that fails
 * is retried, then left failed on the Jobs screen.
 */
import { UPLOAD_NAME, uploadKey } from '@shared/images';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../../db/client';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import type { PhotoStorage } from '../../storage/storage';

/** One of our uploads, as kept (large size): the name is the stored files' name. */
const UPLOADED_PHOTO = new RegExp(`/uploads/(${UPLOAD_NAME})\\.webp$`);

const forgetPhotoJob = defineJob('photos.forget', z.object({ url: z.string().max(2048) }));

/** Asks, in `tx`, for the photo at `url` to leave storage once nothing names it; other addresses are not ours. */
export async function forgetPhoto(tx: Db, url: string | null): Promise<void> {
  if (url && UPLOADED_PHOTO.test(url)) await enqueue(tx, forgetPhotoJob, { url });
}

export function registerForgetPhoto(worker: Worker, deps: () => { db: Db; storage: PhotoStorage }): void {
  worker.handle(forgetPhotoJob, async ({ url }) => {
    const name = UPLOADED_PHOTO.exec(url)?.[1];
    const { db, storage } = deps();
    if (!name || (await stillNamed(db, url))) return;
    // The large size last: while it exists, so does its thumbnail (uploads.routes.ts stores them the other way).
    await storage.remove(uploadKey(name, 'thumb'));
    await storage.remove(uploadKey(name, 'large'));
  });
}

/**
 * Whether any row still names the address. The photo arrays have no index of their own: a sequential
 * read, in a job that runs once per closed account with a photo, never on a member's request.
 */
async function stillNamed(db: Db, url: string): Promise<boolean> {
  const one = sql`ARRAY[${url}]::text[]`;
  const [row] = await selectRows<{ named: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE profile_picture = ${url})
      OR EXISTS (SELECT 1 FROM items WHERE images @> ${one})
      OR EXISTS (SELECT 1 FROM claims WHERE photos @> ${one} OR answer_photos @> ${one})
      OR EXISTS (SELECT 1 FROM condition_reports WHERE photos @> ${one})
      OR EXISTS (SELECT 1 FROM no_show_cases WHERE renter_photos @> ${one} OR owner_photos @> ${one}) AS named`,
  );
  return row?.named === true;
}
