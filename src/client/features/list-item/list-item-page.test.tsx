import type { User } from '@shared/api-types';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { ListItemPage } from './list-item-page';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const member = (emailConfirmedAt: string | null): User => ({
  ...userFixture({ email: 'sara@example.com' }),
  emailConfirmedAt,
  verified: { identity: null, phone: null, business: null },
  responsiveness: null,
});

describe('the list-item page', () => {
  it('asks an account whose e-mail is not confirmed to confirm it first, leading to the verification page', async () => {
    api = stubApi({ 'GET /api/auth/me': { body: { user: member(null) } } });
    await renderWithProviders(<ListItemPage />, { route: '/list-item', language: 'en' });

    const card = await screen.findByRole('region', { name: 'Confirm your e-mail to list' });
    expect(card.textContent).toContain('sara@example.com');
    expect(screen.getByRole('link', { name: 'Go to verification' }).getAttribute('href')).toBe('/verify');
    expect(screen.queryByRole('button', { name: 'Publish listing' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Who can book' })).toBeNull();
  });

  it('says so in Arabic', async () => {
    api = stubApi({ 'GET /api/auth/me': { body: { user: member(null) } } });
    await renderWithProviders(<ListItemPage />, { route: '/list-item', language: 'ar' });
    expect(
      await screen.findByRole('region', { name: 'تأكيد البريد الإلكتروني قبل عرض الأغراض' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى صفحة التوثيق' }).getAttribute('href')).toBe(
      '/verify',
    );
  });

  it('shows the form, with who can book, once the e-mail is confirmed', async () => {
    api = stubApi({
      'GET /api/auth/me': { body: { user: member('2026-01-02T09:00:00.000Z') } },
      'GET /api/categories': { body: [] },
    });
    await renderWithProviders(<ListItemPage />, { route: '/list-item', language: 'en' });
    expect(await screen.findByRole('radiogroup', { name: 'Who can book' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail to list' })).toBeNull();
  });
});
