import type { Item, User } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { anItem } from '../../../test/item-fixture';
import { userFixture } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookingBar } from './booking-bar';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const UNVERIFIED = { identity: null, phone: null, business: null };

const renter = (changes: Partial<Pick<User, 'emailConfirmedAt' | 'verified'>> = {}): User => ({
  ...userFixture(),
  emailConfirmedAt: '2026-01-02T09:00:00.000Z',
  verified: UNVERIFIED,
  responsiveness: null,
  ...changes,
});

async function renderBar(item: Item, viewer: User | null, language: Language = 'en') {
  api = stubApi({
    'GET /api/auth/me': viewer ? { body: { user: viewer } } : { status: 401, body: { code: 'unauthorized' } },
  });
  return renderWithProviders(<BookingBar item={item} />, { route: `/item/${item.id}`, language });
}

const bar = () => screen.getByTestId('booking-bar');

describe('the phones’ booking bar', () => {
  it('offers the card’s way forward, to verify, where only verified identities may request', async () => {
    await renderBar(anItem({ identityRequirement: 'all' }), renter());
    const link = await screen.findByRole('link', { name: 'Verify ID to book' });
    expect(link.getAttribute('href')).toBe('/verify');
    expect(screen.queryByRole('button', { name: /Request to book|Book now/ })).toBeNull();
  });

  it('says so in Arabic', async () => {
    await renderBar(anItem({ identityRequirement: 'all' }), renter(), 'ar');
    expect((await screen.findByRole('link', { name: 'توثيق الهوية للحجز' })).getAttribute('href')).toBe(
      '/verify',
    );
  });

  it('sends an account whose e-mail is not confirmed to confirm it, whatever the listing’s rule', async () => {
    await renderBar(anItem({ identityRequirement: 'none' }), renter({ emailConfirmedAt: null }), 'ar');
    expect((await screen.findByRole('link', { name: 'تأكيد البريد للحجز' })).getAttribute('href')).toBe(
      '/verify',
    );
  });

  it('brings up the booking card for whoever may request, a visitor too', async () => {
    await renderBar(anItem({ identityRequirement: 'all' }), null);
    await waitFor(() => expect(api?.requests.some((request) => request.path === '/api/auth/me')).toBe(true));
    expect(bar().querySelector('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeTruthy();
  });

  it('offers Book now to a verified member on an instant listing', async () => {
    await renderBar(
      anItem({ identityRequirement: 'instant', instantBooking: true }),
      renter({ verified: { ...UNVERIFIED, identity: '2026-01-03T10:00:00.000Z' } }),
    );
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeTruthy();
  });
});
