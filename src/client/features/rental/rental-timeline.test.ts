import { SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { describe, expect, it } from 'vitest';
import { aBooking } from './rental-fixtures';
import { timelineOf } from './rental-timeline';

const PAID_AT = '2099-03-01T09:05:00.000Z';
const summary = (steps: ReturnType<typeof timelineOf>) => steps.map((step) => `${step.key}:${step.state}`);

describe('timelineOf, on the way', () => {
  it('waits for payment on an unpaid request', () => {
    expect(summary(timelineOf(aBooking({ status: 'awaiting_payment' })))).toEqual([
      'requested:done',
      'paid:current',
      'confirmed:upcoming',
      'handedOver:upcoming',
      'returned:upcoming',
    ]);
  });

  it('waits for the owner once paid, with the payment’s time from the money', () => {
    const booking = aBooking({ status: 'pending' });
    const steps = timelineOf(booking, { paidAt: PAID_AT });
    expect(summary(steps)).toEqual([
      'requested:done',
      'paid:done',
      'confirmed:current',
      'handedOver:upcoming',
      'returned:upcoming',
    ]);
    expect(steps[0]?.at).toBe(booking.createdAt);
    expect(steps[1]?.at).toBe(PAID_AT);
  });

  it('dates the step a live booking has just reached by its last change, and plans the days ahead', () => {
    const booking = aBooking({ status: 'confirmed' });
    const steps = timelineOf(booking);
    expect(summary(steps)).toEqual([
      'requested:done',
      'paid:done',
      'confirmed:done',
      'handedOver:current',
      'returned:upcoming',
    ]);
    expect(steps[1]?.at).toBeNull();
    expect(steps[2]?.at).toBe(booking.updatedAt);
    expect(steps[3]?.day).toBe(booking.startDate);
    expect(steps[4]?.day).toBe(booking.endDate);
  });

  it('dates every step it has a time for from the history, not only the last one', () => {
    const history = [
      { status: 'pending', at: '2099-03-01T09:05:00.000Z' },
      { status: 'confirmed', at: '2099-03-01T11:40:00.000Z' },
      { status: 'active', at: '2099-03-08T08:15:00.000Z' },
      { status: 'completed', at: '2099-03-10T17:30:00.000Z' },
    ] as const;
    const booking = aBooking({ status: 'completed', history: [...history] });
    const steps = timelineOf(booking, { paidAt: PAID_AT });
    expect(steps.map((step) => step.at)).toEqual([
      booking.createdAt,
      PAID_AT,
      '2099-03-01T11:40:00.000Z',
      '2099-03-08T08:15:00.000Z',
      '2099-03-10T17:30:00.000Z',
    ]);
  });

  it('dates where a booking stopped from its history, after the steps it reached', () => {
    const booking = aBooking({
      status: 'cancelled',
      cancelledLate: true,
      history: [
        { status: 'confirmed', at: '2099-03-01T11:40:00.000Z' },
        { status: 'cancelled', at: '2099-03-05T20:10:00.000Z' },
      ],
    });
    const steps = timelineOf(booking, { paidAt: PAID_AT });
    expect(steps.map((step) => [step.key, step.at])).toEqual([
      ['requested', booking.createdAt],
      ['paid', PAID_AT],
      ['confirmed', '2099-03-01T11:40:00.000Z'],
      ['cancelled', '2099-03-05T20:10:00.000Z'],
    ]);
  });

  it('is under way once handed over, and all done once returned', () => {
    expect(summary(timelineOf(aBooking({ status: 'active' }))).slice(-2)).toEqual([
      'handedOver:done',
      'returned:current',
    ]);
    expect(timelineOf(aBooking({ status: 'completed' })).every((step) => step.state === 'done')).toBe(true);
  });

  it('has no payment step for a booking made before payments: past the payment step, with none', () => {
    expect(summary(timelineOf(aBooking({ status: 'confirmed' }), { paidAt: null }))).toEqual([
      'requested:done',
      'confirmed:done',
      'handedOver:current',
      'returned:upcoming',
    ]);
  });
});

describe('timelineOf, stopped', () => {
  it('ends a declined request after its payment', () => {
    const booking = aBooking({ status: 'declined', statusReason: 'Busy' });
    const steps = timelineOf(booking, { paidAt: PAID_AT });
    expect(summary(steps)).toEqual(['requested:done', 'paid:done', 'declined:stopped']);
    expect(steps.at(-1)?.at).toBe(booking.updatedAt);
  });

  it('tells a request never paid in time from a paid one nobody answered', () => {
    expect(summary(timelineOf(aBooking({ status: 'expired' })))).toEqual([
      'requested:done',
      'lapsed:stopped',
    ]);
    expect(summary(timelineOf(aBooking({ status: 'expired' }), { paidAt: PAID_AT }))).toEqual([
      'requested:done',
      'paid:done',
      'expired:stopped',
    ]);
    expect(
      summary(timelineOf(aBooking({ status: 'expired', statusReason: SYSTEM_STATUS_REASONS.expired }))),
    ).toEqual(['requested:done', 'paid:done', 'expired:stopped']);
    expect(
      summary(timelineOf(aBooking({ status: 'expired', statusReason: SYSTEM_STATUS_REASONS.unpaid }))),
    ).toEqual(['requested:done', 'lapsed:stopped']);
    expect(summary(timelineOf(aBooking({ status: 'expired' }), { paidAt: null }))).toEqual([
      'requested:done',
      'lapsed:stopped',
    ]);
    // Unanswered before its pickup day, and never paid: made before payments.
    expect(
      summary(
        timelineOf(aBooking({ status: 'expired', statusReason: SYSTEM_STATUS_REASONS.expired }), {
          paidAt: null,
        }),
      ),
    ).toEqual(['requested:done', 'expired:stopped']);
  });

  it('says who cancelled and whether it had been confirmed, from the refund’s reason', () => {
    const cancelled = aBooking({ status: 'cancelled' });
    const byOwner = timelineOf(cancelled, { refunds: [{ reason: 'owner_cancelled' }] });
    expect(summary(byOwner)).toEqual(['requested:done', 'paid:done', 'confirmed:done', 'cancelled:stopped']);
    expect(byOwner.at(-1)?.by).toBe('owner');

    const withdrawn = timelineOf(cancelled, { refunds: [{ reason: 'renter_withdrew' }] });
    expect(summary(withdrawn)).toEqual(['requested:done', 'paid:done', 'cancelled:stopped']);
    expect(withdrawn.at(-1)?.by).toBe('renter');

    expect(timelineOf(cancelled, { refunds: [{ reason: 'listing_removed' }] }).at(-1)?.by).toBe('ajjir');
    expect(timelineOf(cancelled).at(-1)?.by).toBeNull();
    // Withdrawn before paying: nothing was paid.
    expect(summary(timelineOf(cancelled, { paidAt: null, refunds: [] }))).toEqual([
      'requested:done',
      'cancelled:stopped',
    ]);
    expect(summary(timelineOf(aBooking({ status: 'cancelled', cancelledLate: true }))).at(-2)).toBe(
      'confirmed:done',
    );
    // Cancelled late and never paid through Ajjir: a confirmed booking made before payments.
    expect(
      summary(
        timelineOf(aBooking({ status: 'cancelled', cancelledLate: true }), { paidAt: null, refunds: [] }),
      ),
    ).toEqual(['requested:done', 'confirmed:done', 'cancelled:stopped']);
  });
});
