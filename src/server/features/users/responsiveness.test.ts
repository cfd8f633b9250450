/**
 * How quickly an owner answers (docs/decisions/0062-verified-members.md): requests and first
 * messages of the last 30 days, the share answered within 24 hours, the median time to answer.
 */
import type { PublicUser } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, messages } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { responsivenessOf } from './responsiveness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A request put to the owner `askedHoursAgo`, and what came of it `afterHours` later (or nothing yet). */
async function request(
  owner: { id: string },
  item: { id: string; ownerId: string },
  askedHoursAgo: number,
  next: { by: 'owner' | 'renter' | 'system'; afterHours: number; action: string } | null,
) {
  const renter = await createUser(t.database.db);
  const booking = await createBooking(t.database.db, item, renter.id, { status: 'pending' });
  await t.database.db.insert(bookingEvents).values({
    bookingId: booking.id,
    actorId: renter.id,
    action: 'request',
    fromStatus: 'awaiting_payment',
    toStatus: 'pending',
    createdAt: hoursAgo(askedHoursAgo),
  });
  if (!next) return;
  await t.database.db.insert(bookingEvents).values({
    bookingId: booking.id,
    actorId: next.by === 'owner' ? owner.id : next.by === 'renter' ? renter.id : null,
    action: next.action,
    fromStatus: 'pending',
    toStatus: next.action === 'accept' ? 'confirmed' : next.action === 'expire' ? 'expired' : 'cancelled',
    createdAt: hoursAgo(askedHoursAgo - next.afterHours),
  });
}

async function firstMessage(owner: { id: string }, askedHoursAgo: number, answeredAfterHours: number | null) {
  const asker = await createUser(t.database.db);
  await t.database.db.insert(messages).values({
    senderId: asker.id,
    receiverId: owner.id,
    content: 'Is it free?',
    createdAt: hoursAgo(askedHoursAgo),
  });
  // A second message of the same person is no new first message.
  await t.database.db.insert(messages).values({
    senderId: asker.id,
    receiverId: owner.id,
    content: 'Hello?',
    createdAt: hoursAgo(askedHoursAgo - 0.1),
  });
  if (answeredAfterHours === null) return;
  await t.database.db.insert(messages).values({
    senderId: owner.id,
    receiverId: asker.id,
    content: 'Yes',
    createdAt: hoursAgo(askedHoursAgo - answeredAfterHours),
  });
}

describe('responsiveness', () => {
  it('says nothing below three requests and first messages', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id);
    await request(owner, item, 50, { by: 'owner', afterHours: 1, action: 'accept' });
    await firstMessage(owner, 40, 0.5);
    expect(await responsivenessOf(t.database.db, owner.id)).toBeNull();
  });

  it('counts answers within 24 hours and the median time, leaving out what the renter withdrew', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id);
    await request(owner, item, 100, { by: 'owner', afterHours: 0.5, action: 'accept' });
    await request(owner, item, 90, { by: 'owner', afterHours: 2, action: 'decline' });
    await request(owner, item, 80, { by: 'system', afterHours: 30, action: 'expire' });
    // Withdrawn by the renter before any answer: not the owner's to answer.
    await request(owner, item, 70, { by: 'renter', afterHours: 1, action: 'cancel' });
    // Still waiting, and not yet 24 hours old: not counted yet.
    await request(owner, item, 3, null);
    // Older than the window: not counted.
    await request(owner, item, 31 * 24, { by: 'owner', afterHours: 100, action: 'accept' });
    await firstMessage(owner, 60, 1);
    await firstMessage(owner, 50, 30);

    // Asked: 3 requests and 2 first messages; answered in time: 0.5 h, 2 h, 1 h; median of the
    // answered (0.5, 1, 2, 30 hours) is 1.5 h.
    expect(await responsivenessOf(t.database.db, owner.id)).toEqual({
      asked: 5,
      answeredPercent: 60,
      medianMinutes: 90,
      bucket: 'few_hours',
    });
    const profile = (await t.app.inject({ url: `/api/users/${owner.id}` })).json<PublicUser>();
    expect(profile.responsiveness?.bucket).toBe('few_hours');
  });
});
