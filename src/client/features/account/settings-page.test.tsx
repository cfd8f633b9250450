import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { fileNameOf } from './api/account';
import { SettingsPage } from './settings-page';

let api: ReturnType<typeof stubApi> | undefined;
let clicked: string[] = [];

beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and no downloads: the file handed to the browser is recorded instead.
  URL.createObjectURL = vi.fn(() => 'blob:data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}, user = userFixture()) {
  api = stubApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/blocks': { body: [] },
    'GET /api/account/closing': { body: { blockers: [] } },
    ...routes,
  });
  return api;
}

const render = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(<SettingsPage />, { route: '/settings', language });
const posts = (path: string) => api?.requests.filter((r) => r.method === 'POST' && r.path === path) ?? [];

describe('the Privacy and account page', () => {
  it('shows its three sections, and says what closing removes and keeps before anything else (Arabic)', async () => {
    stub();
    await render('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الخصوصية والحساب' })).toBeTruthy();
    expect(await screen.findByTestId('blocked-members')).toBeTruthy();
    const download = screen.getByTestId('download-data');
    expect(within(download).getByRole('heading', { name: 'تنزيل بياناتك' })).toBeTruthy();
    const close = screen.getByTestId('close-account');
    expect(within(close).getByRole('heading', { name: 'ما يُحذف' })).toBeTruthy();
    expect(within(close).getByRole('heading', { name: 'ما يُحفظ، ولماذا' })).toBeTruthy();
    expect(within(close).getByText(/نظام ضريبة القيمة المضافة/)).toBeTruthy();
    expect(await within(close).findByRole('button', { name: 'إغلاق حسابي' })).toBeTruthy();
  });

  it('lists what keeps the account open, with where to follow it, and offers no closing', async () => {
    stub({ 'GET /api/account/closing': { body: { blockers: ['rentals', 'balance'] } } });
    await render();
    const blockers = await screen.findByTestId('close-blockers');
    expect(within(blockers).getByText('Your account cannot close yet')).toBeTruthy();
    expect(within(blockers).getByText(/Requests or rentals not finished yet/)).toBeTruthy();
    expect(within(blockers).getByRole('link', { name: 'Go to Rentals' }).getAttribute('href')).toBe(
      '/rentals',
    );
    expect(within(blockers).getByRole('link', { name: 'Go to Earnings' }).getAttribute('href')).toBe(
      '/earnings',
    );
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();
  });

  it('says when it cannot check, and tries again', async () => {
    stub({ 'GET /api/account/closing': { status: 503, body: { code: 'unavailable' } } });
    const { user } = await render();
    expect(await screen.findByText('Could not check whether your account can close.')).toBeTruthy();
    api?.on('GET /api/account/closing', { body: { blockers: [] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Close my account' })).toBeTruthy();
  });

  it('downloads the data as a file and says so; a refusal is said in words', async () => {
    stub({ 'GET /api/account/export': { body: { format: 'ajjir-member-data' } } });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('File downloaded')).toBeTruthy();
    expect(screen.getByText('ajjir-my-data.json')).toBeTruthy();
    expect(clicked).toEqual(['ajjir-my-data.json']);

    api?.on('GET /api/account/export', { status: 429, body: { code: 'rate_limited', message: 'slow down' } });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('The file could not be downloaded.')).toBeTruthy();
  });

  it('names the file as the server does', () => {
    expect(fileNameOf('attachment; filename="ajjir-my-data-2026-12-07.json"')).toBe(
      'ajjir-my-data-2026-12-07.json',
    );
    expect(fileNameOf(null)).toBe('ajjir-my-data.json');
  });

  it('closes only with the password and the tick; a wrong password shows on its field', async () => {
    stub({
      'POST /api/account/close': {
        status: 400,
        body: {
          code: 'validation_failed',
          errors: [{ path: 'currentPassword', code: 'current_password_wrong' }],
        },
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account for good' });
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(
      await within(dialog).findByText('Please confirm that you understand closing is final.'),
    ).toBeTruthy();
    expect(posts('/api/account/close')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Current password/), 'not-mine');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('The current password is not right.')).toBeTruthy();
    expect(posts('/api/account/close')[0]?.body).toEqual({ currentPassword: 'not-mine', confirm: true });
  });

  it('once closed, goes home signed out and says so', async () => {
    stub({ 'POST /api/account/close': { status: 204 } });
    const { user, queryClient } = await render();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Current password/), 'my secret');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText('Your account is closed')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/me'])).toEqual({ user: null }));
  });

  it('refused because something opened meanwhile: says why and lists it afresh', async () => {
    stub({
      'POST /api/account/close': {
        status: 409,
        body: { code: 'account_not_closable', message: 'open', reason: 'rentals' },
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Current password/), 'my secret');
    await user.click(within(dialog).getByRole('checkbox'));
    api?.on('GET /api/account/closing', { body: { blockers: ['rentals'] } });
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(
      await screen.findByText(/The account cannot close while a rental or money is still open/),
    ).toBeTruthy();
    expect(await screen.findByTestId('close-blockers')).toBeTruthy();
  });

  it('tells an administrator their account is not closed here', async () => {
    stub({}, userFixture({ isAdmin: true }));
    await render();
    expect(await screen.findByText('Administrators’ accounts are not closed from here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();
  });
});
