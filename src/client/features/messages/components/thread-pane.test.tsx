/** A conversation with a closed account (docs/decisions/0066-closed-accounts.md). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ThreadPane } from './thread-pane';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/** A closed account as the conversation list names it: no names, no photo. */
const former = {
  id: 'u-closed',
  firstName: '',
  lastName: '',
  accountType: 'individual' as const,
  companyName: null,
  profilePicture: null,
  verified: { identity: null, phone: null, business: null },
};

describe('a conversation with a former member', () => {
  it('keeps the booking’s messages to read, and takes no new one', async () => {
    api = stubApi({
      'GET /api/messages': {
        body: [
          {
            id: 'm1',
            senderId: 'u-closed',
            receiverId: 'u-renter',
            content: 'Returned, thanks',
            bookingId: 'b1',
            itemId: null,
            isRead: true,
            createdAt: '2026-12-06T10:00:00.000Z',
          },
        ],
      },
      'GET /api/blocks/u-closed': { body: { blocked: false, blockedBy: false, closed: false } },
    });
    await renderWithProviders(
      <ThreadPane viewer={userFixture()} otherUserId="u-closed" knownUser={former} unreadCount={0} />,
      { language: 'en', route: '/messages?with=u-closed' },
    );
    expect(await screen.findByText('Returned, thanks')).toBeTruthy();
    expect(screen.getAllByText('Former member').length).toBeGreaterThan(0);
    expect(screen.getByText(/This member closed their account and receives no messages/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
