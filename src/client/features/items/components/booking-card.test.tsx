import type { Item, User } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import type { Language } from '@shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { anItem } from '../../../test/item-fixture';
import { userFixture } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookingCard } from './booking-card';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const CONFIRMED = '2026-01-02T09:00:00.000Z';
const VERIFIED = { identity: '2026-01-03T10:00:00.000Z', phone: null, business: null };
const UNVERIFIED = { identity: null, phone: null, business: null };

/** A signed-in renter (not the owner), with their e-mail confirmed and identity verified unless said. */
const renter = (changes: Partial<Pick<User, 'emailConfirmedAt' | 'verified'>> = {}): User => ({
  ...userFixture(),
  emailConfirmedAt: CONFIRMED,
  verified: VERIFIED,
  responsiveness: null,
  ...changes,
});

const listing = (changes: Partial<Item>) =>
  anItem({ identityRequirement: 'none', instantBooking: false, ...changes });

async function renderCard(
  item: Item,
  viewer: User | null,
  { language = 'en', routes = {} }: { language?: Language; routes?: Parameters<typeof stubApi>[0] } = {},
) {
  const start = addDays(todayInRiyadh(), 10);
  api = stubApi({
    'GET /api/auth/me': viewer ? { body: { user: viewer } } : { status: 401, body: { code: 'unauthorized' } },
    [`GET /api/items/${item.id}/availability`]: { body: { booked: [], blocked: [] } },
    ...routes,
  });
  const rendered = await renderWithProviders(<BookingCard item={item} isOwner={false} />, {
    route: `/item/${item.id}?start=${start}&end=${addDays(start, 2)}`,
    language,
  });
  // The calendar is there once the availability has come.
  await screen.findByRole('form');
  return rendered;
}

const notice = () => screen.queryByTestId('verification-notice');

describe('the booking card and a listing’s rule on verified identities', () => {
  it('replaces the request with a way to verify when only verified members may request', async () => {
    await renderCard(listing({ identityRequirement: 'all' }), renter({ verified: UNVERIFIED }));
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toContain('This item is rented only to members verified through Nafath');
    expect(
      within(notice()!).getByRole('link', { name: 'Verify your identity with Nafath' }).getAttribute('href'),
    ).toBe('/verify');
    expect(screen.queryByRole('button', { name: /Request to book|Book now/ })).toBeNull();
    expect(screen.getByText('Rented only to members verified through Nafath')).toBeTruthy();
    // The calendar stays to look at; nothing that cannot be sent is asked for.
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message to the owner/ })).toBeNull();
    expect(notice()?.textContent).toContain(
      'The calendar shows the free days; nothing else is needed until your identity is verified.',
    );
  });

  it('asks no handover choice of a member who cannot request yet, and still says the one way there is', async () => {
    await renderCard(
      listing({ identityRequirement: 'all', pickupOptions: ['pickup', 'delivery'] }),
      renter({ verified: UNVERIFIED }),
    );
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so in Arabic', async () => {
    await renderCard(listing({ identityRequirement: 'all' }), renter({ verified: UNVERIFIED }), {
      language: 'ar',
    });
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toContain('هذا الغرض يُؤجَّر للموثّقين عبر نفاذ فقط');
    expect(within(notice()!).getByRole('link', { name: 'توثيق الهوية عبر نفاذ' }).getAttribute('href')).toBe(
      '/verify',
    );
    expect(screen.getByText('يُؤجَّر هذا الغرض للموثّقين عبر نفاذ فقط')).toBeTruthy();
    expect(notice()?.textContent).toContain(
      'يمكن الاطلاع على الأيام المتاحة في التقويم، ولا يلزم إدخال شيء آخر قبل توثيق الهوية.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says an unverified member’s instant booking waits for the owner, and offers a request, not Book now', async () => {
    await renderCard(
      listing({ identityRequirement: 'instant', instantBooking: true }),
      renter({ verified: UNVERIFIED }),
    );
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toContain('Your request will wait for the owner’s answer');
    expect(within(notice()!).getByRole('link', { name: 'Verify your identity with Nafath' })).toBeTruthy();
    const request = screen.getByRole('button', { name: 'Request to book' });
    expect(document.getElementById(request.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Nothing is booked until the owner accepts your request.',
    );
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    // The request can be sent, so the message is asked for.
    expect(screen.getByRole('textbox', { name: /Message to the owner/ })).toBeTruthy();
    expect(notice()?.textContent).not.toContain('nothing else is needed');
    expect(
      screen.getByText(
        'Instant booking for members verified through Nafath: confirmed as soon as they pay; others’ requests wait for the owner’s answer',
      ),
    ).toBeTruthy();
  });

  it('books a verified member at once on the same listing', async () => {
    await renderCard(listing({ identityRequirement: 'instant', instantBooking: true }), renter());
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeTruthy();
    expect(notice()).toBeNull();
  });

  it('asks an account whose e-mail is not confirmed to confirm it, whatever the listing’s rule', async () => {
    await renderCard(listing({ identityRequirement: 'none' }), renter({ emailConfirmedAt: null }));
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toContain('Confirm your e-mail to book');
    expect(within(notice()!).getByRole('link', { name: 'Go to verification' }).getAttribute('href')).toBe(
      '/verify',
    );
    expect(screen.queryByRole('button', { name: /Request to book|Book now/ })).toBeNull();
    expect(notice()?.textContent).toContain('nothing else is needed until your e-mail is confirmed');
    expect(screen.queryByRole('textbox', { name: /Message to the owner/ })).toBeNull();
  });

  it('only tells a visitor the rule: the request stays, and signing in comes first', async () => {
    await renderCard(listing({ identityRequirement: 'all' }), null);
    expect(await screen.findByRole('button', { name: 'Request to book' })).toBeTruthy();
    expect(screen.getByText('Rented only to members verified through Nafath')).toBeTruthy();
    expect(notice()).toBeNull();
    expect(screen.queryByRole('link', { name: /Verify/ })).toBeNull();
  });

  it('explains the server’s refusal for an unverified identity in place of the button, and takes the focus there', async () => {
    const { user } = await renderCard(listing({ identityRequirement: 'all' }), renter(), {
      routes: {
        'POST /api/bookings': {
          status: 403,
          body: { code: 'identity_required', message: 'A verified identity is required' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request to book' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This item is rented only to members verified through Nafath');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('button', { name: 'Request to book' })).toBeNull();
    // The account is read again: it was not what the page thought.
    expect(api?.requests.filter((request) => request.path === '/api/auth/me').length).toBeGreaterThan(1);
  });

  it('explains the server’s refusal for an unconfirmed e-mail the same way', async () => {
    const { user } = await renderCard(listing({}), renter(), {
      routes: {
        'POST /api/bookings': {
          status: 403,
          body: { code: 'email_unconfirmed', message: 'Confirm your e-mail' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request to book' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Confirm your e-mail to book');
    expect(within(alert).getByRole('link', { name: 'Go to verification' }).getAttribute('href')).toBe(
      '/verify',
    );
  });
});
