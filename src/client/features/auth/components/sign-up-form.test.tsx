import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
