import type { Booking } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { aBooking, OWNER_ID, PRICE, RENTER_ID } from './rental-fixtures';
import { RentalsPage } from './rentals-page';

const me = (id: string) => ({ user: { id, firstName: 'Me', lastName: 'X', email: 'me@example.sa' } });

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function serve(userId: string, bookings: Booking[], listings: unknown[] = []) {
  api = stubApi({
    'GET /api/auth/me': { body: me(userId) },
    'GET /api/bookings': { body: bookings },
    [`GET /api/users/${userId}/items`]: { body: listings },
  });
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const cardsIn = (name: string) =>
  within(group(name))
    .queryAllByRole('article')
    .map((card) => card.dataset.bookingId);

describe('RentalsPage', () => {
  it('groups a renter’s bookings, each card linking to its page and naming the next step', async () => {
    serve(RENTER_ID, [
      aBooking({ id: 'done', status: 'completed', review: { canReview: true, deadline: null, mine: null } }),
      aBooking({ id: 'unpaid', status: 'awaiting_payment', startDate: '2099-06-01', endDate: '2099-06-02' }),
      aBooking({ id: 'soon', status: 'confirmed', startDate: '2099-04-01', endDate: '2099-04-02' }),
      aBooking({ id: 'now', status: 'active' }),
    ]);
    await renderWithProviders(<RentalsPage />, { language: 'en', route: '/rentals' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals' })).toBeTruthy();
    await screen.findAllByRole('article');
    expect(cardsIn('Upcoming')).toEqual(['unpaid', 'soon']);
    expect(cardsIn('Under way')).toEqual(['now']);
    expect(cardsIn('Past')).toEqual(['done']);
    // No listings and no owner bookings: no tabs at all.
    expect(screen.queryByRole('tab')).toBeNull();

    const unpaid = screen.getAllByRole('article')[0]!;
    expect(within(unpaid).getByRole('link', { name: 'Camping tent' }).getAttribute('href')).toBe(
      '/bookings/unpaid',
    );
    expect(within(unpaid).getByText('Complete payment')).toBeTruthy();
    expect(within(unpaid).getByText('Awaiting payment')).toBeTruthy();
    expect(within(group('Past')).getByText('Leave a review')).toBeTruthy();
  });

  it('says so when a group is empty, and when there is nothing at all', async () => {
    serve(RENTER_ID, [aBooking({ id: 'now', status: 'active' })]);
    const { unmount } = await renderWithProviders(<RentalsPage />, { language: 'en', route: '/rentals' });
    expect(await screen.findByText('Nothing coming up.')).toBeTruthy();
    expect(screen.getByText('No past rentals yet.')).toBeTruthy();
    unmount();
    api?.restore();

    serve(RENTER_ID, []);
    await renderWithProviders(<RentalsPage />, { language: 'ar', route: '/rentals' });
    expect(await screen.findByText('لا إيجارات بعد. ابحث عمّا تحتاجه بالقرب منك.')).toBeTruthy();
  });

  it('shows "As owner" to someone with a listing, opening it from ?as=owner, with the requests waiting counted', async () => {
    serve(OWNER_ID, [aBooking({ id: 'ask', status: 'pending' })], [{ id: 'i1' }]);
    await renderWithProviders(<RentalsPage />, { language: 'en', route: '/rentals?as=owner' });
    const ownerTab = await screen.findByRole('tab', { name: /As owner/ });
    expect(ownerTab.getAttribute('aria-selected')).toBe('true');
    expect(ownerTab.textContent).toContain('1 waiting for your answer');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Answer the request')).toBeTruthy();
    expect(within(panel).getByText('Your share')).toBeTruthy();
  });

  it('names the owner’s share, not a profit, and shows what the owner keeps of a declined or cancelled booking', async () => {
    serve(
      OWNER_ID,
      [
        aBooking({ id: 'ask', status: 'pending', startDate: '2099-04-01', endDate: '2099-04-04' }),
        aBooking({ id: 'no', status: 'declined', ownerShare: 0 }),
        aBooking({ id: 'late', status: 'cancelled', ownerShare: 16_594, cancelledLate: true }),
      ],
      [{ id: 'i1' }],
    );
    await renderWithProviders(<RentalsPage />, { language: 'ar', route: '/rentals?as=owner' });
    await screen.findAllByRole('article');
    const amountOf = (id: string) => {
      const card = screen.getAllByRole('article').find((each) => each.dataset.bookingId === id)!;
      expect(within(card).queryByText(/ربح/)).toBeNull();
      expect(within(card).getByText('حصتك')).toBeTruthy();
      return within(card).getByText(/ر\.س/).textContent?.replace(/\s+/g, ' ').trim();
    };
    const sar = (halalas: number) => formatHalalas(halalas, 'ar').replace(/\s+/g, ' ').trim();
    expect(amountOf('ask')).toBe(sar(PRICE.ownerEarning));
    expect(amountOf('no')).toBe(sar(0));
    expect(amountOf('late')).toBe(sar(16_594));
  });

  it('keeps "As owner" for an owner with bookings but no listing left, and falls back to the renter’s tab', async () => {
    serve(OWNER_ID, [aBooking({ id: 'ask', status: 'pending' })]);
    const { user } = await renderWithProviders(<RentalsPage />, { language: 'en', route: '/rentals' });
    const renterTab = await screen.findByRole('tab', { name: 'As renter' });
    expect(renterTab.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText(/No rentals yet/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /As owner/ }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
  });

  it('offers a retry when the list cannot load', async () => {
    api = stubApi({
      'GET /api/auth/me': { body: me(RENTER_ID) },
      'GET /api/bookings': { status: 500, body: { code: 'internal' } },
      [`GET /api/users/${RENTER_ID}/items`]: { body: [] },
    });
    const { user } = await renderWithProviders(<RentalsPage />, { language: 'en', route: '/rentals' });
    expect(await screen.findByText('We could not load your rentals.')).toBeTruthy();
    api.on('GET /api/bookings', { body: [aBooking({ id: 'now', status: 'active' })] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });
});
