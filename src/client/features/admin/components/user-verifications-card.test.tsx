import type { AdminUserVerifications } from '@shared/answers/verification';
import type { Language } from '@shared/constants';
import { formatDate } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { businessCheckFixture, userVerificationsFixture } from '../admin-fixtures';
import { UserVerificationsCard } from './user-verifications-card';

const READ = 'GET /api/admin/users/u1/verifications';
const REVOKE_IDENTITY = 'POST /api/admin/users/u1/verifications/identity/revoke';

const spaced = (text: string) => text.replace(/\s/g, ' ');

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function renderCard(routes: Parameters<typeof stubApi>[0], language: Language = 'en') {
  api = stubApi(routes);
  const rendered = await renderWithProviders(<UserVerificationsCard userId="u1" />, {
    route: '/admin/users/u1',
    language,
  });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

const reads = () =>
  api?.requests.filter((request) => request.path === '/api/admin/users/u1/verifications').length ?? 0;

describe('a member’s verifications on their account page', () => {
  it('lists each one with since when and its details, and offers Revoke for those that hold', async () => {
    const business = businessCheckFixture({ status: 'verified', decidedAt: '2026-03-04T09:00:00.000Z' });
    await renderCard({ [READ]: { body: userVerificationsFixture({ business }) } });
    const panel = await screen.findByRole('region', { name: 'Verifications' });
    await within(panel).findByText('Identity (Nafath)');
    expect(
      within(panel).getByText(spaced(`Confirmed on ${formatDate('2026-03-01T09:00:00.000Z', 'en')}`)),
    ).toBeTruthy();
    expect(within(panel).getByText('+966512345678').getAttribute('dir')).toBe('ltr');
    expect(
      within(panel).getByText(spaced(`Verified on ${formatDate('2026-03-02T09:00:00.000Z', 'en')}`)),
    ).toBeTruthy();
    // Nafath's English name on the English page.
    expect(within(panel).getByText('Noura Alharbi').getAttribute('dir')).toBe('auto');
    expect(within(panel).queryByText('نورة الحربي')).toBeNull();
    expect(within(panel).getByText('National ID')).toBeTruthy();
    expect(within(panel).getByText('IAL2')).toBeTruthy();
    expect(within(panel).getByText('1010123456')).toBeTruthy();
    expect(within(panel).getByText('Verified', { selector: 'span' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Revoke e-mail confirmation',
      'Revoke mobile number verification',
      'Revoke identity verification',
      'Revoke business verification',
    ]);
  });

  it('shows Nafath’s Arabic name on the English page when it gave no English one', async () => {
    const arabicOnly = userVerificationsFixture();
    await renderCard({
      [READ]: { body: { ...arabicOnly, identity: { ...arabicOnly.identity!, nameEn: null } } },
    });
    const panel = await screen.findByRole('region', { name: 'Verifications' });
    expect(await within(panel).findByText('نورة الحربي')).toBeTruthy();
  });

  it('says what is not verified, and offers nothing to revoke there', async () => {
    await renderCard({
      [READ]: {
        body: {
          emailConfirmedAt: null,
          phone: null,
          phoneVerifiedAt: null,
          identity: null,
          business: businessCheckFixture({ status: 'review' }),
        } satisfies AdminUserVerifications,
      },
    });
    const panel = await screen.findByRole('region', { name: 'Verifications' });
    expect(await within(panel).findByText('Not confirmed')).toBeTruthy();
    expect(within(panel).getAllByText('Not verified')).toHaveLength(2);
    expect(within(panel).getByText('No number on the profile')).toBeTruthy();
    expect(within(panel).getByText('Waiting for review')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('asks for a reason of 3 characters or more, revokes, reads the member again and says so', async () => {
    let state = userVerificationsFixture();
    const { user } = await renderCard(
      {
        [READ]: () => ({ body: state }),
        [REVOKE_IDENTITY]: () => {
          state = userVerificationsFixture({ identity: null });
          return { body: state };
        },
      },
      'ar',
    );
    const readsBefore = await waitFor(() => {
      expect(screen.getByRole('button', { name: 'سحب توثيق الهوية' })).toBeTruthy();
      return reads();
    });
    // Nafath's Arabic name on the Arabic page.
    expect(screen.getByText('نورة الحربي')).toBeTruthy();
    expect(screen.queryByText('Noura Alharbi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'سحب توثيق الهوية' }));
    const dialog = await screen.findByRole('dialog', { name: 'سحب توثيق الهوية؟' });
    expect(within(dialog).getByText(/تُزال شارة الهوية الموثّقة/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /^السبب/ });

    await user.click(within(dialog).getByRole('button', { name: 'سحب التوثيق' }));
    expect(within(dialog).getByText('يلزم ذكر السبب في ٣ أحرف على الأقل.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    await user.type(reason, 'لا');
    await user.click(within(dialog).getByRole('button', { name: 'سحب التوثيق' }));
    expect(within(dialog).getByText('يلزم ذكر السبب في ٣ أحرف على الأقل.')).toBeTruthy();
    expect(api?.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(reason, ' تطابق');
    await user.click(within(dialog).getByRole('button', { name: 'سحب التوثيق' }));
    expect(await screen.findByText('سُحب توثيق الهوية')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/users/u1/verifications/identity/revoke',
        body: { reason: 'لا تطابق' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'سحب توثيق الهوية' })).toBeNull();
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    // The button that opened the dialog has gone: the focus is on the panel's heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('التوثيق'));
  });

  it('says when it was no longer verified, and shows the panel as it now is', async () => {
    let state = userVerificationsFixture();
    const { user } = await renderCard({
      [READ]: () => ({ body: state }),
      [REVOKE_IDENTITY]: () => {
        state = userVerificationsFixture({ identity: null });
        return { status: 409, body: { code: 'not_verified', message: 'Not verified' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke identity verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the identity verification?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Reported by the member');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('This is no longer verified; the page has been refreshed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke identity verification' })).toBeNull(),
    );
  });

  it('says when the verifications cannot be loaded, and reads them again on Retry', async () => {
    let fails = true;
    const { user } = await renderCard({
      [READ]: () =>
        fails ? { status: 500, body: { code: 'internal' } } : { body: userVerificationsFixture() },
    });
    expect(await screen.findByText('The verifications could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Revoke identity verification' })).toBeTruthy();
  });
});
