import type { Booking } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { formatDay } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BookingActions } from './booking-actions';

/**
 * Handing over and confirming the return ask first (docs/decisions/0059-handover-and-return-records.md):
 * what confirming means, the photo a deposit needs, an early return. The records' own form is the
 * booking page's (rental/handover-card.test.tsx tries them together).
 */

const party = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Saleh',
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  rating: '0',
  totalReviews: 0,
  verified: { identity: null, phone: null, business: null },
});

const PRICE = {
  days: 3,
  dailyRate: 12500,
  subtotal: 37500,
  discountPercent: 0,
  discount: 0,
  rental: 37500,
  rentalVat: 0,
  rentalVatBy: 'none' as const,
  serviceFee: 1875,
  serviceFeeVat: 281,
  commission: 3750,
  commissionVat: 563,
  total: 39656,
  ownerEarning: 33187,
  deposit: 0,
  charged: 39656,
};

const today = todayInRiyadh();

/** A rental from today for three days: handed over today, returned early before the third. */
function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    itemId: 'i1',
    item: { id: 'i1', title: 'Camping tent', images: [], city: 'Riyadh' },
    renterId: 'u-renter',
    renter: party('u-renter', 'Sara'),
    ownerId: 'u-owner',
    owner: party('u-owner', 'Omar'),
    startDate: today,
    endDate: addDays(today, 3),
    days: 3,
    pickupMethod: 'pickup',
    message: null,
    status: 'confirmed',
    dailyRate: '125.00',
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: PRICE,
    ownerShare: PRICE.ownerEarning,
    cancellationPolicy: 'flexible',
    paymentDueAt: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

const withDeposit = (overrides: Partial<Booking> = {}) =>
  booking({ price: { ...PRICE, deposit: 50_000, charged: PRICE.total + 50_000 }, ...overrides });

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const posts = () => api?.requests.filter((request) => request.method === 'POST').map((r) => r.path) ?? [];

function serve(action: 'start' | 'complete', answer: { status?: number; body?: unknown }) {
  api = stubApi({ [`POST /api/bookings/b1/${action}`]: answer });
}

describe('StepDialog, the owner handing over', () => {
  it('asks first, saying the renter has a day to acknowledge, and hands over only once confirmed', async () => {
    serve('start', { body: booking({ status: 'active' }) });
    const { user } = await renderWithProviders(<BookingActions booking={booking()} side="owner" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand the item over?' });
    expect(within(dialog).getByText(/^Confirm once the item is with/).textContent).toBe(
      'Confirm once the item is with \u2068Sara Saleh\u2069. The renter is then asked to acknowledge within 24 hours; with no answer, the hand-over counts as acknowledged.',
    );
    // No deposit: no photo is asked for.
    expect(within(dialog).queryByTestId('step-notes')).toBeNull();
    expect(posts()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual(['/api/bookings/b1/start']);
    expect(await screen.findByText('Marked as handed over')).toBeTruthy();
  });

  it('names its buttons in Arabic, and going back sends nothing', async () => {
    serve('start', { body: booking({ status: 'active' }) });
    const { user } = await renderWithProviders(<BookingActions booking={booking()} side="owner" />);
    await user.click(screen.getByRole('button', { name: 'تم التسليم' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد تسليم الغرض؟' });
    expect(within(dialog).getByText(/خلال ٢٤ ساعة/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تأكيد التسليم' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'رجوع' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
  });

  it('says a deposit needs a photo first, and keeps the refusal for want of one in the dialog', async () => {
    serve('start', { status: 409, body: { code: 'handover_photo_required' } });
    const { user } = await renderWithProviders(<BookingActions booking={withDeposit()} side="owner" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('step-notes').textContent).toBe(
      'This rental has a deposit: at least one photo of the item is needed before handing it over. Both sides see it in the hand-over record.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not mark it handed over');
    expect(alert.textContent).toContain(
      'This rental has a deposit: add at least one photo of the item before handing it over.',
    );
    // Still open, to add the photo; no toast stands in for it.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(posts()).toEqual(['/api/bookings/b1/start']);
  });
});

describe('StepDialog, the return', () => {
  it('lets the renter confirm an early return, saying it ends the rental today and starts the claim time', async () => {
    serve('complete', { body: withDeposit({ status: 'completed' }) });
    const active = withDeposit({ status: 'active' });
    const { user } = await renderWithProviders(<BookingActions booking={active} side="renter" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'I returned it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you returned the item?' });
    expect(within(dialog).getByText(/^Confirm once the item is back with/).textContent).toBe(
      'Confirm once the item is back with \u2068Omar Saleh\u2069. The owner is then asked to acknowledge within 24 hours; with no answer, the return counts as acknowledged.',
    );
    expect(within(dialog).getByTestId('step-notes').textContent).toBe(
      `The rental runs until ${formatDay(active.endDate, 'en', { weekday: true })}: confirming the return now ends it early, today, and the owner’s time to claim from the deposit starts now.`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual(['/api/bookings/b1/complete']);
    expect(await screen.findByText(/is now asked to acknowledge the return/)).toBeTruthy();
  });

  it('says nothing of an early return on the last day, in Arabic', async () => {
    serve('complete', { body: booking({ status: 'completed' }) });
    const lastDay = booking({ status: 'active', startDate: addDays(today, -3), endDate: today });
    const { user } = await renderWithProviders(<BookingActions booking={lastDay} side="renter" />);
    await user.click(screen.getByRole('button', { name: 'أرجعت الغرض' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد إرجاع الغرض؟' });
    expect(within(dialog).queryByTestId('step-notes')).toBeNull();
    expect(within(dialog).getByText(/يُطلب من المالك تأكيد الاستلام/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد الإرجاع' }));
    await waitFor(() => expect(posts()).toEqual(['/api/bookings/b1/complete']));
  });

  it('tells the owner marking it returned that the renter has a day to acknowledge', async () => {
    serve('complete', { body: booking({ status: 'completed' }) });
    const { user } = await renderWithProviders(
      <BookingActions booking={booking({ status: 'active' })} side="owner" />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Mark returned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the item returned?' });
    expect(within(dialog).getByText(/then asked to acknowledge within 24 hours/)).toBeTruthy();
    expect(within(dialog).queryByTestId('step-notes')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    await waitFor(() => expect(posts()).toEqual(['/api/bookings/b1/complete']));
  });
});
