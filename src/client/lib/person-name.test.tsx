/**
 * A closed account as others meet it (docs/decisions/0066-closed-accounts.md): named a former member
 * in the reader's language, with no photo (its conversation: messages/components/thread-pane.test.tsx).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserAvatar } from '../components/user-avatar';
import { stubApi } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';
import { displayName } from './person-name';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const former = {
  id: 'u-closed',
  firstName: '',
  lastName: '',
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  verified: { identity: null, phone: null, business: null },
};

/** Named at render, in the language the page has then. */
function Person() {
  return (
    <p>
      <UserAvatar user={former} />
      {displayName(former)}
    </p>
  );
}

describe('a former member', () => {
  it('is named in the page’s language, with a plain figure for a picture', async () => {
    api = stubApi({});
    const { unmount } = await renderWithProviders(<Person />, { language: 'ar' });
    expect(screen.getByText('عضو سابق')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('svg')).toBeTruthy();
    unmount();
    await renderWithProviders(<Person />, { language: 'en' });
    expect(screen.getByText('Former member')).toBeTruthy();
  });
});
