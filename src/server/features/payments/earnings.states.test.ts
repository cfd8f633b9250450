/**
 * The earnings screen's figures and each rental's state (docs/decisions/0053-owner-earning-states.md):
 * only accepted rentals are held for the owner; a settled rental is available, then in a payout on
 * its way, then paid out on the day the bank had it; a payout that fails tells its owner why, in
 * their language, in the app and by e-mail, and its rentals are available again.
 */
import type { BookingMoney, Earnings, NotificationList } from '@shared/api-types';
import type { BookingStatus } from '@shared/constants';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_IBAN } from '../../../sandboxes/moyasar/test-outcomes';
import { createPayoutOwner, readyPayoutAccount } from '../../test/payouts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { transitionOf } from '../bookings';
import { createChargedBooking } from './ledger/test-fixtures';

let t: TestApp;
let sink: SmtpSink;
const db = () => t.database.db;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
type Owner = Awaited<ReturnType<typeof createPayoutOwner>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, rateLimitFactor: 1000 });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A paid booking of the owner's in `status`, charged as the app charges one. */
const paidBooking = (owner: Owner, status: BookingStatus) =>
  createChargedBooking(db(), { owner: owner.user, status });

/** A paid rental of the owner's returned and settled, as the `complete` transition settles it. */
async function settledRental(owner: Owner) {
  const paid = await paidBooking(owner, 'completed');
  const transition = transitionOf({ action: 'complete', from: 'active', to: 'completed', by: 'owner' });
  await db().transaction((tx) =>
    t.app.bookingMoney.apply(tx, [
      { bookingId: paid.booking.id, effect: { kind: 'release' }, actorId: owner.user.id, transition },
    ]),
  );
  return paid;
}

const earningsOf = async (owner: Owner) =>
  (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
const lineOf = async (owner: Owner, bookingId: string) =>
  (await earningsOf(owner)).lines.find((line) => line.bookingId === bookingId);
const askPayout = async (owner: Owner) => {
  const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
  expect(asked.statusCode, asked.body).toBe(201);
};

describe('held until rentals end', () => {
  it('counts the rentals the owner accepted, not the requests still waiting for an answer', async () => {
    const owner = await createPayoutOwner(t);
    const waiting = await paidBooking(owner, 'pending');
    const confirmed = await paidBooking(owner, 'confirmed');
    const underWay = await paidBooking(owner, 'active');
    const earnings = await earningsOf(owner);
    expect(earnings.pending).toBe(confirmed.price.ownerEarning + underWay.price.ownerEarning);
    expect(earnings.lines.map((line) => line.bookingId).sort()).toEqual(
      [confirmed.booking.id, underWay.booking.id].sort(),
    );
    expect(earnings.lines.every((line) => line.state === 'pending')).toBe(true);
    expect(earnings.lines.map((line) => line.bookingId)).not.toContain(waiting.booking.id);
  });
});

describe('each rental’s state', () => {
  it('is available once settled, in a payout while it is on its way, then paid out on the bank’s day', async () => {
    const owner = await createPayoutOwner(t);
    await readyPayoutAccount(t, owner);
    const first = await settledRental(owner);
    expect(await lineOf(owner, first.booking.id)).toMatchObject({ state: 'available', paidOutAt: null });

    await askPayout(owner);
    expect(await lineOf(owner, first.booking.id)).toMatchObject({ state: 'in_payout', paidOutAt: null });
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    const earnings = await earningsOf(owner);
    const [payout] = earnings.payouts;
    expect(payout).toMatchObject({ status: 'paid', failure: null });
    expect(payout?.paidAt).toEqual(expect.any(String));
    expect(await lineOf(owner, first.booking.id)).toMatchObject({
      state: 'paid_out',
      paidOutAt: payout?.paidAt,
    });
    const money = await t.app.inject({ url: `/api/bookings/${first.booking.id}/money`, ...as(owner.cookie) });
    expect(money.json<BookingMoney>().ownerEarning).toMatchObject({
      state: 'paid_out',
      paidOutAt: payout?.paidAt,
    });

    // Earned after the payout: in the balance, for the next one.
    const second = await settledRental(owner);
    expect(await lineOf(owner, second.booking.id)).toMatchObject({ state: 'available' });
    expect(await lineOf(owner, first.booking.id)).toMatchObject({ state: 'paid_out' });
  });
});

describe('a payout that fails', () => {
  it('tells the owner why in their language, in the app and by e-mail, and its rentals are available again', async () => {
    const owner = await createPayoutOwner(t, { preferredLanguage: 'ar', emailNotifications: false });
    await readyPayoutAccount(t, owner, CLOSED_ACCOUNT_IBAN);
    const rental = await settledRental(owner);
    await askPayout(owner);
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    await t.drainJobs();

    const loaded = await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) });
    // The gateway's own words are the administrators', not the owner's screen.
    expect(loaded.body).not.toContain('Account closed');
    const earnings = loaded.json<Earnings>();
    expect(earnings.payouts[0]).toMatchObject({ status: 'failed', failure: 'account_closed', paidAt: null });
    expect(earnings.available).toBe(rental.price.ownerEarning);
    expect(await lineOf(owner, rental.booking.id)).toMatchObject({ state: 'available' });

    const list = (
      await t.app.inject({ url: '/api/notifications', ...as(owner.cookie) })
    ).json<NotificationList>();
    const failed = list.notifications.filter((notice) => notice.type === 'payout_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      data: { amount: rental.price.ownerEarning, ibanLast4: '7519', failure: 'account_closed' },
      link: '/earnings',
    });
    expect(failed[0]?.text.ar).toContain('الحساب مغلق لدى البنك');
    expect(failed[0]?.text.ar).toContain('عاد المبلغ إلى رصيدك');
    expect(failed[0]?.text.en).toContain('the bank says the account is closed');

    // Mailed whatever the e-mail preference: it is about where the owner's money went.
    const mail = await sink.waitFor(
      (each: ParsedMail) =>
        JSON.stringify(each.to ?? null).includes(owner.user.email) && /تعذّر تحويل/.test(each.subject ?? ''),
    );
    expect(mail.subject).toContain('الحساب مغلق لدى البنك');
  });
});
