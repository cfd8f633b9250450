import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

// As the app runs in development (main.tsx): StrictMode around the whole tree, so effects run twice.
const render = (route: string, language: 'ar' | 'en' = 'en') =>
  renderWithProviders(<ConfirmEmailPage />, { route, language, reactStrictMode: true });
const confirms = () => api?.requests.filter((r) => r.path === '/api/auth/email/confirm') ?? [];

describe('the e-mail confirmation page', () => {
  it('sends the link’s token once, even with React’s double effects, and says it is confirmed', async () => {
    api = stubApi({
      'POST /api/auth/email/confirm': { body: { message: 'Your e-mail address is confirmed' } },
    });
    await render('/confirm-email?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeTruthy();
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeTruthy();
    expect(confirms().map((r) => ({ method: r.method, body: r.body }))).toEqual([
      { method: 'POST', body: { token: 'tok-1' } },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Verification' }).getAttribute('href')).toBe('/verify');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows a spent or expired link as such, with a way to a new one', async () => {
    api = stubApi({ 'POST /api/auth/email/confirm': { status: 400, body: { code: 'invalid_token' } } });
    await render('/confirm-email?token=old', 'ar');
    expect(await screen.findByText('هذا الرابط لا يعمل')).toBeTruthy();
    expect(screen.getByText(/يعمل مرة واحدة خلال ٤٨ ساعة/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'طلب رابط جديد' }).getAttribute('href')).toBe('/verify');
    expect(confirms()).toHaveLength(1);
  });

  it('asks nothing without a token', async () => {
    api = stubApi();
    await render('/confirm-email');
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(confirms()).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    api = stubApi({ 'POST /api/auth/email/confirm': { status: 503, body: { code: 'unavailable' } } });
    const { user } = await render('/confirm-email?token=tok-2');
    expect(await screen.findByText('Your e-mail address could not be confirmed.')).toBeTruthy();
    api.on('POST /api/auth/email/confirm', { body: { message: 'ok' } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeTruthy();
    expect(confirms()).toHaveLength(2);
  });
});
