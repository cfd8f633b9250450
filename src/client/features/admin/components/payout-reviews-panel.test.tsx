import type { AdminPayoutReviews } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { useAdminPayoutReviews } from '../api/admin-payouts';
import { PayoutReviewsPanel } from './payout-reviews-panel';

/** The panel, and the state of the one query it reads (the same cache entry), for the test to wait on. */
function PanelAndQueryState() {
  const query = useAdminPayoutReviews();
  return (
    <>
      <PayoutReviewsPanel />
      <p data-testid="query-state">{query.status}</p>
    </>
  );
}

const GET = 'GET /api/admin/payout-reviews';
const WAITING: AdminPayoutReviews = [
  {
    userId: 'u-1',
    name: 'Fahad Alharbi',
    ibanMasked: 'SA•• •••• •••• •••• •••• 1234',
    holderName: 'Someone Else',
    ibanSince: '2026-12-01T09:00:00.000Z',
    reviewReasons: ['name_mismatch', 'shared_iban'],
  },
];

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function render(answer: NonNullable<Parameters<typeof stubApi>[0]>[string], language: Language = 'en') {
  api = stubApi({ [GET]: answer });
  const rendered = await renderWithProviders(<PanelAndQueryState />, {
    route: '/admin/payments?tab=payouts',
    language,
  });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('the bank accounts waiting for review, above the payouts', () => {
  it('lists each with its reasons and leads to the owner’s page, where it is approved', async () => {
    await render({ body: WAITING });
    const region = await screen.findByRole('region', { name: 'Bank accounts waiting for your review' });
    expect(region.textContent).toContain('The holder’s name does not match the account’s name on Ajjir.');
    expect(region.textContent).toContain('Another Ajjir account uses the same IBAN.');
    expect(region.textContent).toContain('Someone Else');
    const link = screen.getByRole('link', { name: 'Open the owner’s page: Fahad Alharbi' });
    expect(link.getAttribute('href')).toBe('/admin/users/u-1#user-payouts');
  });

  it('says it in Arabic', async () => {
    await render({ body: WAITING }, 'ar');
    expect(await screen.findByRole('region', { name: 'حسابات بنكية بانتظار مراجعتك' })).toBeTruthy();
    expect(screen.getByText('الآيبان نفسه مسجّل لحساب آخر في أجّر.')).toBeTruthy();
  });

  it('shows nothing when none waits, and says so when the list cannot be read', async () => {
    await render({ body: [] });
    expect((await screen.findByText('success')).dataset.testid).toBe('query-state');
    expect(screen.queryByRole('region')).toBeNull();
    api?.restore();
    await render({ status: 500, body: { code: 'internal' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The accounts waiting for review could not be loaded.',
    );
  });
});
