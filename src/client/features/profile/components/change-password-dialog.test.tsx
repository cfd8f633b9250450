import type { Language } from '@shared/constants';
import { MAX_PASSWORD_LENGTH } from '@shared/constants';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

const TEXT = {
  en: {
    open: 'Change password',
    dialog: 'Change password',
    current: /^Current password/,
    next: /^New password/,
    confirm: /^Confirm new password/,
    submit: 'Change password',
    required: 'This field is required.',
    tooShort: 'Password must be at least 8 characters long.',
    tooCommon: 'This password is among the most commonly used ones. Choose another.',
    tooLong: 'Password must be at most 128 characters long.',
    mismatch: 'Passwords do not match.',
    wrongCurrent: 'The current password is not right.',
    changed: 'Password changed',
  },
  ar: {
    open: 'تغيير كلمة المرور',
    dialog: 'تغيير كلمة المرور',
    current: /^كلمة المرور الحالية/,
    next: /^كلمة المرور الجديدة/,
    confirm: /^تأكيد كلمة المرور الجديدة/,
    submit: 'تغيير كلمة المرور',
    required: 'هذا الحقل مطلوب.',
    tooShort: 'يجب ألا تقل كلمة المرور عن ٨ أحرف.',
    tooCommon: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا، اختر غيرها.',
    tooLong: 'يجب ألا تزيد كلمة المرور على ١٢٨ حرفًا.',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    wrongCurrent: 'كلمة المرور الحالية غير صحيحة.',
    changed: 'تغيّرت كلمة المرور',
  },
} as const;

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function openDialog(language: Language) {
  api = stubApi({ 'POST /api/users/u1/password': { status: 204 } });
  const text = TEXT[language];
  const rendered = await renderWithProviders(
    <ChangePasswordDialog userId="u1" trigger={<button type="button">{text.open}</button>} />,
    { language },
  );
  await rendered.user.click(screen.getByRole('button', { name: text.open }));
  const dialog = await screen.findByRole('dialog', { name: text.dialog });
  const fields = {
    current: within(dialog).getByLabelText(text.current),
    next: within(dialog).getByLabelText(text.next),
    confirm: within(dialog).getByLabelText(text.confirm),
  };
  const submit = () => rendered.user.click(within(dialog).getByRole('button', { name: text.submit }));
  return { ...rendered, dialog, fields, submit, text };
}

const posts = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

describe.each(['ar', 'en'] as const)('ChangePasswordDialog (%s)', (language) => {
  it('requires the current password and a new one', async () => {
    const { dialog, submit, text } = await openDialog(language);
    await submit();
    // The current and the new password; the empty confirmation matches the empty new one.
    expect(await within(dialog).findAllByText(text.required)).toHaveLength(2);
    expect(posts()).toHaveLength(0);
  });

  it('refuses a new password that breaks the shared rules', async () => {
    const { dialog, fields, submit, text, user } = await openDialog(language);
    await user.type(fields.current, 'my old secret');

    await user.type(fields.next, 'short1');
    await user.type(fields.confirm, 'short1');
    await submit();
    expect(await within(dialog).findByText(text.tooShort)).toBeTruthy();

    await user.clear(fields.next);
    await user.type(fields.next, 'Password1');
    await submit();
    expect(await within(dialog).findByText(text.tooCommon)).toBeTruthy();

    await user.clear(fields.next);
    await user.click(fields.next);
    await user.paste('x'.repeat(MAX_PASSWORD_LENGTH + 1));
    await submit();
    expect(await within(dialog).findByText(text.tooLong)).toBeTruthy();

    expect(posts()).toHaveLength(0);
  });

  it('refuses a confirmation that differs, then sends the change', async () => {
    const { dialog, fields, submit, text, user } = await openDialog(language);
    await user.type(fields.current, 'my old secret');
    await user.type(fields.next, 'a quiet harbour 42');
    await user.type(fields.confirm, 'a quiet harbour 24');
    await submit();
    expect(await within(dialog).findByText(text.mismatch)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.clear(fields.confirm);
    await user.type(fields.confirm, 'a quiet harbour 42');
    await submit();
    expect(await screen.findByText(text.changed)).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/users/u1/password',
        body: { currentPassword: 'my old secret', newPassword: 'a quiet harbour 42' },
      },
    ]);
  });

  it('shows the server’s refusal of the current password on its field', async () => {
    const { dialog, fields, submit, text, user } = await openDialog(language);
    api?.on('POST /api/users/u1/password', {
      status: 400,
      body: {
        code: 'validation_failed',
        errors: [{ path: 'currentPassword', code: 'current_password_wrong' }],
      },
    });
    await user.type(fields.current, 'not my password');
    await user.type(fields.next, 'a quiet harbour 42');
    await user.type(fields.confirm, 'a quiet harbour 42');
    await submit();
    expect(await within(dialog).findByText(text.wrongCurrent)).toBeTruthy();
    expect(document.activeElement).toBe(fields.current);
  });
});
