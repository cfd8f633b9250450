import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { HiddenListingNotice } from './components/hidden-listing-notice';
import { ReportButton } from './components/report-button';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const signedIn = { 'GET /api/auth/me': { body: { user: userFixture() } } };
const filed = {
  id: 'r-1',
  targetType: 'item',
  targetId: 'i-1',
  reason: 'fraud',
  status: 'open',
  createdAt: '2026-12-07T00:00:00.000Z',
};

describe('the report control (docs/decisions/0064)', () => {
  it('shows nothing to a visitor, nor on one’s own content', async () => {
    api = stubApi({ 'GET /api/auth/me': { body: { user: null } } });
    const { container } = await renderWithProviders(
      <ReportButton targetType="item" targetId="i-1" ownerId="u-owner" />,
      { language: 'en' },
    );
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/auth/me')).toBe(true));
    expect(container.querySelector('button')).toBeNull();
    api.restore();
    api = stubApi(signedIn);
    const own = await renderWithProviders(
      <ReportButton targetType="item" targetId="i-1" ownerId="u-renter" />,
    );
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/auth/me')).toBe(true));
    expect(own.container.querySelector('button')).toBeNull();
  });

  it('asks for a reason, sends it with the words, and thanks the reporter in Arabic', async () => {
    api = stubApi({ ...signedIn, 'POST /api/reports': { status: 201, body: filed } });
    const { user } = await renderWithProviders(
      <ReportButton targetType="item" targetId="i-1" ownerId="u-owner" fullLabel />,
      { language: 'ar' },
    );
    await user.click(await screen.findByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن إعلان' });
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await within(dialog).findByText('يلزم اختيار سبب البلاغ.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: /احتيال أو نصب/ }));
    await user.type(within(dialog).getByRole('textbox'), 'يطلب تحويلًا خارج أجّر');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await screen.findByRole('dialog', { name: /شكرًا، وصل بلاغك/ })).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      targetType: 'item',
      targetId: 'i-1',
      reason: 'fraud',
      details: 'يطلب تحويلًا خارج أجّر',
    });
  });

  it('thanks a second report of the same thing too, saying it is with the team', async () => {
    api = stubApi({
      ...signedIn,
      'POST /api/reports': { status: 409, body: { code: 'already_reported', message: 'Reported already' } },
    });
    const { user } = await renderWithProviders(
      <ReportButton targetType="message" targetId="m-1" ownerId="u-owner" iconOnly />,
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a message' });
    await user.click(within(dialog).getByRole('radio', { name: /Offensive content/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await screen.findByRole('dialog', { name: /Thank you/ });
    expect(within(thanks).getByText(/You reported this already/)).toBeTruthy();
  });

  it('tells a hidden listing’s owner why it is hidden', async () => {
    api = stubApi(signedIn);
    await renderWithProviders(<HiddenListingNotice reason="reports" />, { language: 'en' });
    expect(await screen.findByText('Hidden until reviewed')).toBeTruthy();
  });
});
