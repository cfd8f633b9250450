import { LEGAL_VERSIONS } from '@shared/legal';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

const errorOf = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;

describe('SignUpForm', () => {
  it('flags an empty password confirmation on the first submit', async () => {
    const { user } = await renderWithProviders(<SignUpForm next="/" />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const confirmation = screen.getByLabelText(/^تأكيد كلمة المرور/);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(confirmation)).toBe('هذا الحقل مطلوب.');
  });

  it('ends the e-mail example with the address, isolated left to right, so no full stop lands before it', async () => {
    const { user } = await renderWithProviders(<SignUpForm next="/" />, { language: 'ar' });
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    await user.type(email, 'nora');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(errorOf(email)).toMatch(/\u2066name@example\.com\u2069$/);
  });
});

describe('SignUpForm: consent (docs/decisions/0063-legal-consents.md)', () => {
  it('asks for the box to be ticked, and links both documents in a new tab', async () => {
    const { user } = await renderWithProviders(<SignUpForm next="/" />, { language: 'ar' });
    const box = screen.getByRole('checkbox', { name: /شروط الاستخدام.*إشعار الخصوصية/ });
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(box)).toBe('يلزم قبول شروط الاستخدام وإشعار الخصوصية لإنشاء الحساب.');
    for (const [name, href] of [
      [/^شروط الاستخدام/, '/terms'],
      [/^إشعار الخصوصية/, '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('sends the current versions when the box is ticked', async () => {
    const api = stubApi({ 'POST /api/auth/register': { status: 400, body: { code: 'conflict' } } });
    try {
      const { user } = await renderWithProviders(<SignUpForm next="/" />, { language: 'en' });
      await user.type(screen.getByLabelText(/^First name/), 'Nora');
      await user.type(screen.getByLabelText(/^Last name/), 'Omari');
      await user.type(screen.getByLabelText(/^Username/), 'nora_o');
      await user.type(screen.getByLabelText(/^Email/), 'nora@example.sa');
      await user.type(screen.getByLabelText(/^Password/), 'a-long-passphrase');
      await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-passphrase');
      await user.click(screen.getByRole('checkbox', { name: /Terms of use.*Privacy notice/ }));
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() =>
        expect(api.requests.some((request) => request.path === '/api/auth/register')).toBe(true),
      );
      const sent = api.requests.find((request) => request.path === '/api/auth/register')?.body as {
        consent?: unknown;
        acceptLegal?: unknown;
      };
      expect(sent.consent).toEqual(LEGAL_VERSIONS);
      expect(sent).not.toHaveProperty('acceptLegal');
    } finally {
      api.restore();
    }
  });
});
