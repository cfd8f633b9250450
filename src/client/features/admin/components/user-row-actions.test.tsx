import type { AdminUser } from '@shared/api-types';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { UserStatusBadges } from './user-badges';
import { RowActions } from './user-row-actions';

const member: AdminUser = { ...userFixture({ id: 'u1' }), closedAt: null };
/** What closing leaves (docs/decisions/0066-closed-accounts.md): no names, a placeholder username. */
const closed: AdminUser = {
  ...member,
  firstName: '',
  lastName: '',
  username: 'closed_0a1b',
  closedAt: '2026-12-01T08:00:00.000Z',
};
const actions = { block: vi.fn(), unblock: vi.fn(), unblockingId: undefined, dialog: null };

async function renderRow(user: AdminUser, language: 'ar' | 'en') {
  await renderWithProviders(
    <>
      <UserStatusBadges user={user} />
      <RowActions user={user} actions={actions} fromList="/admin/users" />
    </>,
    { language },
  );
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
}

describe('an account in the administrators’ list', () => {
  it('is active, with a way to block it', async () => {
    await renderRow(member, 'en');
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Block/ })).toBeTruthy();
  });

  it('closed by its member: said so, a former member, and not blocked from here', async () => {
    await renderRow(closed, 'ar');
    expect(await screen.findByText('مغلق بطلب صاحبه')).toBeTruthy();
    expect(screen.queryByText('نشط')).toBeNull();
    expect(screen.getByRole('link', { name: /عضو سابق/ })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
