import type { MeResponse } from '@shared/api-types';
import { LEGAL_VERSIONS } from '@shared/legal';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../lib/query-keys';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { ConsentPrompt } from './consent-prompt';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

describe('ConsentPrompt (docs/decisions/0063-legal-consents.md)', () => {
  it('names the changed document, links it, and stays open until accepted', async () => {
    api = stubApi({ 'POST /api/legal/consents': { body: { consentsNeeded: [] } } });
    const { user, queryClient } = await renderWithProviders(
      <ConsentPrompt needed={['privacy']} onSignOut={() => undefined} signingOut={false} />,
      { language: 'ar' },
    );
    queryClient.setQueryData<MeResponse>(currentUserQueryKey, {
      user: null,
      consentsNeeded: ['privacy'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'تحديث على شروط أجّر' });
    expect(dialog.textContent).toContain('صدر إصدار جديد من إشعار الخصوصية');
    expect(screen.getByRole('link', { name: 'قراءة إشعار الخصوصية' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByRole('link', { name: /شروط الاستخدام/ })).toBeNull();
    // Escape does not close it: the member accepts or signs out.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'أوافق' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<MeResponse>(currentUserQueryKey)?.consentsNeeded).toEqual([]),
    );
    expect(api.requests.find((request) => request.path === '/api/legal/consents')?.body).toEqual(
      LEGAL_VERSIONS,
    );
  });

  it('offers to sign out instead, and says so when the consent could not be saved', async () => {
    api = stubApi({ 'POST /api/legal/consents': { status: 500, body: { code: 'internal' } } });
    const signOut = vi.fn();
    const { user } = await renderWithProviders(
      <ConsentPrompt needed={['terms', 'privacy']} onSignOut={signOut} signingOut={false} />,
      { language: 'en' },
    );
    expect(await screen.findByText(/Terms of use and Privacy notice have been updated/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(await screen.findByText("Your consent couldn't be saved. Please try again.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
