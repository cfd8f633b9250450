import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

const reason = {
  label: 'Reason',
  placeholder: 'Say why',
  maxLength: 200,
  required: true,
  requiredMessage: 'Please say why.',
};

async function open(props: Partial<ReasonDialogProps> = {}) {
  const onConfirm = vi.fn<ReasonDialogProps['onConfirm']>();
  const onOpenChange = vi.fn();
  const rendered = await renderWithProviders(
    <ReasonDialog
      title="Block this account?"
      description="They are signed out at once."
      reason={reason}
      confirmLabel="Block"
      cancelLabel="Cancel"
      pending={false}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
      {...props}
    />,
    { language: 'en' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Block this account?' });
  const field = within(dialog).getByRole('textbox', { name: /^Reason/ });
  const confirm = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Block' }));
  return { ...rendered, dialog, field, confirm, onConfirm, onOpenChange };
}

describe('ReasonDialog', () => {
  it('refuses an empty required reason with its message, on the focused field', async () => {
    const { user, dialog, field, confirm, onConfirm } = await open();
    await user.type(field, '   ');
    await confirm();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Please say why.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // Typing clears the message.
    await user.type(field, 'x');
    expect(within(dialog).queryByText('Please say why.')).toBeNull();
  });

  it('sends the reason as typed on confirm', async () => {
    const { user, field, confirm, onConfirm } = await open();
    await user.type(field, ' Fake listings ');
    await confirm();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]?.[0]).toBe(' Fake listings ');
  });

  it('shows the refusal the caller reports (the server’s answer) under the field', async () => {
    const { user, dialog, field, confirm, onConfirm } = await open();
    onConfirm.mockImplementation((_reason, showProblem) => showProblem('The reason is too long.'));
    await user.type(field, 'Spam');
    await confirm();
    expect(within(dialog).getByText('The reason is too long.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('lets an optional reason be empty', async () => {
    const { confirm, onConfirm } = await open({ reason: { ...reason, required: false, optional: true } });
    await confirm();
    expect(onConfirm.mock.calls[0]?.[0]).toBe('');
  });

  it('stays open with Cancel disabled while pending when locked', async () => {
    const { user, dialog, onOpenChange } = await open({ pending: true, lockWhilePending: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
