import type { Booking } from '@shared/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BookingRow } from './booking-row';

const party = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  rating: '0',
  totalReviews: 0,
});

/** A booking far enough ahead that no action depends on today's date (handing over needs the day). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    itemId: 'i1',
    item: { id: 'i1', title: 'Camping tent', images: [], city: 'Riyadh' },
    renterId: 'u-renter',
    renter: party('u-renter', 'Sara', 'Ali'),
    ownerId: 'u-owner',
    owner: party('u-owner', 'Omar', 'Saleh'),
    startDate: '2099-03-10',
    endDate: '2099-03-12',
    days: 3,
    pickupMethod: 'pickup',
    message: null,
    status: 'pending',
    dailyRate: '50.00',
    totalCost: '150.00',
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: null,
    cancellationPolicy: null,
    paymentDueAt: null,
    createdAt: '2099-03-01T09:00:00.000Z',
    updatedAt: '2099-03-01T09:00:00.000Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const actionRequests = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

describe('BookingRow actions', () => {
  it('shows an owner accept and decline on a request, and no cancel', async () => {
    api = stubApi();
    await renderWithProviders(<BookingRow booking={booking()} side="owner" />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('shows a renter only the cancelling of their request', async () => {
    api = stubApi();
    await renderWithProviders(<BookingRow booking={booking()} side="renter" />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('offers a confirmed booking’s owner to cancel it, before the handover day, and nothing on a declined one', async () => {
    api = stubApi();
    const { unmount } = await renderWithProviders(
      <BookingRow booking={booking({ status: 'confirmed' })} side="owner" />,
      { language: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    unmount();

    await renderWithProviders(<BookingRow booking={booking({ status: 'declined' })} side="owner" />, {
      language: 'en',
    });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('accepts a request with POST …/accept and says so', async () => {
    api = stubApi({ 'POST /api/bookings/b1/accept': { body: booking({ status: 'confirmed' }) } });
    const { user } = await renderWithProviders(<BookingRow booking={booking()} side="owner" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted')).toBeTruthy();
    expect(actionRequests()).toEqual([{ method: 'POST', path: '/api/bookings/b1/accept', body: undefined }]);
  });

  it('declines through the dialog, sending the reason written', async () => {
    api = stubApi({ 'POST /api/bookings/b1/decline': { body: booking({ status: 'declined' }) } });
    const { user } = await renderWithProviders(<BookingRow booking={booking()} side="owner" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(actionRequests()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), '  Already promised for those days ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(actionRequests()).toEqual([
      {
        method: 'POST',
        path: '/api/bookings/b1/decline',
        body: { reason: 'Already promised for those days' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an owner decline a request without a reason (the reason is optional there)', async () => {
    api = stubApi({ 'POST /api/bookings/b1/decline': { body: booking({ status: 'declined' }) } });
    const { user } = await renderWithProviders(<BookingRow booking={booking()} side="owner" />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(actionRequests()).toEqual([{ method: 'POST', path: '/api/bookings/b1/decline', body: undefined }]);
  });

  it('refuses an owner’s cancelling of a confirmed booking without a reason, in Arabic', async () => {
    api = stubApi({ 'POST /api/bookings/b1/cancel': { body: booking({ status: 'cancelled' }) } });
    const { user } = await renderWithProviders(
      <BookingRow booking={booking({ status: 'confirmed' })} side="owner" />,
      { language: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء هذا الحجز المؤكَّد؟' });
    const reason = within(dialog).getByRole('textbox');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    expect(within(dialog).getByText('اذكر السبب من فضلك.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(actionRequests()).toHaveLength(0);

    await user.type(reason, 'تعطّل الغرض');
    expect(within(dialog).queryByText('اذكر السبب من فضلك.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    expect(await screen.findByText('أُلغي الحجز')).toBeTruthy();
    expect(actionRequests()).toEqual([
      { method: 'POST', path: '/api/bookings/b1/cancel', body: { reason: 'تعطّل الغرض' } },
    ]);
  });

  it('shows the server’s refusal translated, in Arabic and in English', async () => {
    for (const [language, title, message] of [
      ['ar', 'تعذّر قبول الطلب', 'تغيّر هذا الحجز في هذه الأثناء، والقائمة تعرض حالته الآن.'],
      [
        'en',
        'Could not accept the request',
        'This booking has changed in the meantime. The list now shows where it stands.',
      ],
    ] as const) {
      api = stubApi({ 'POST /api/bookings/b1/accept': { status: 409, body: { code: 'booking_changed' } } });
      const { user, unmount } = await renderWithProviders(<BookingRow booking={booking()} side="owner" />, {
        language,
      });
      await user.click(screen.getByRole('button', { name: language === 'ar' ? 'قبول' : 'Accept' }));
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      unmount();
      api.restore();
    }
  });

  it('puts the server’s problem with the reason on the dialog’s field', async () => {
    api = stubApi({
      'POST /api/bookings/b1/cancel': {
        status: 400,
        body: { code: 'validation_failed', errors: [{ path: 'reason', code: 'reason_required' }] },
      },
    });
    const { user } = await renderWithProviders(
      <BookingRow booking={booking({ status: 'confirmed' })} side="owner" />,
      { language: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '   x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Please say why.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
