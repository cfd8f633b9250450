import type { BlockedMember } from '@shared/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { useRecheckBlock } from './api/blocks';
import { BlockButton } from './components/block-button';
import { BlockedMembers } from './components/blocked-members';
import {
  ConversationComposerOrClosed,
  OwnerContactOrClosed,
  useOwnerContactClosed,
} from './components/closed-notices';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const OMAR = { id: 'u-omar', name: 'Omar Saleh' };
const signedIn = { 'GET /api/auth/me': { body: { user: userFixture() } } };

function blockedRow(id: string, firstName: string, blockedAt = '2026-12-01T09:00:00.000Z'): BlockedMember {
  return {
    user: {
      id,
      firstName,
      lastName: 'Saleh',
      accountType: 'individual',
      companyName: null,
      profilePicture: null,
      verified: { identity: null, phone: null, business: null },
    },
    blockedAt,
  };
}

describe('the block button', () => {
  it('shows nothing to a visitor', async () => {
    api = stubApi({ 'GET /api/auth/me': { body: { user: null } } });
    const { container } = await renderWithProviders(<BlockButton member={OMAR} />, { language: 'en' });
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/auth/me')).toBe(true));
    expect(container.querySelector('button')).toBeNull();
    expect(api.requests.some((r) => r.path.startsWith('/api/blocks'))).toBe(false);
  });

  it('shows nothing on one’s own profile', async () => {
    api = stubApi(signedIn);
    const { container } = await renderWithProviders(
      <BlockButton member={{ id: 'u-renter', name: 'Sara' }} />,
    );
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/auth/me')).toBe(true));
    expect(container.querySelector('button')).toBeNull();
  });

  it('says what a block does before blocking, in Arabic, then offers to unblock', async () => {
    api = stubApi({
      ...signedIn,
      'GET /api/blocks/u-omar': { body: { blocked: false, closed: false } },
      'POST /api/blocks': { status: 201, body: blockedRow('u-omar', 'Omar') },
    });
    const { user } = await renderWithProviders(<BlockButton member={OMAR} />, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('dialog', { name: /حظر .*Omar Saleh.*؟/ });
    expect(within(dialog).getByText(/تُغلق المحادثة في الاتجاهين/)).toBeTruthy();
    expect(within(dialog).getByText(/لا يُبلَّغ العضو بالحظر/)).toBeTruthy();
    expect(within(dialog).getByText(/الحجوزات المؤكدة من قبل تبقى كما هي/)).toBeTruthy();
    api.on('GET /api/blocks/u-omar', { body: { blocked: true, closed: true } });
    await user.click(within(dialog).getByRole('button', { name: 'حظر العضو' }));
    expect(await screen.findByText(/تم حظر/)).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: 'u-omar' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: /إلغاء الحظر عن/ })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when blocking fails, and cancels without a word', async () => {
    api = stubApi({
      ...signedIn,
      'GET /api/blocks/u-omar': { body: { blocked: false, closed: false } },
      'POST /api/blocks': { status: 429, body: { code: 'rate_limited', message: 'Too many' } },
    });
    const { user } = await renderWithProviders(<BlockButton member={OMAR} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: /Block .*Omar Saleh.*\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Block member' }));
    expect(await within(dialog).findByText('Could not block')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unblocks at once when the member is blocked', async () => {
    api = stubApi({
      ...signedIn,
      'GET /api/blocks/u-omar': { body: { blocked: true, closed: true } },
      'DELETE /api/blocks/u-omar': { status: 204 },
    });
    const { user } = await renderWithProviders(<BlockButton member={OMAR} />, { language: 'en' });
    const unblock = await screen.findByRole('button', { name: /Unblock .*Omar Saleh/ });
    api.on('GET /api/blocks/u-omar', { body: { blocked: false, closed: false } });
    await user.click(unblock);
    expect(await screen.findByText(/is unblocked/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
  });
});

describe('a closed conversation and item', () => {
  const composer = <textarea aria-label="Message" />;

  it('keeps the input while nothing stands between the two', async () => {
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: false, closed: false } } });
    await renderWithProviders(
      <ConversationComposerOrClosed member={OMAR}>{composer}</ConversationComposerOrClosed>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('tells the blocker why, with the way to unblock', async () => {
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: true, closed: true } } });
    await renderWithProviders(
      <ConversationComposerOrClosed member={OMAR}>{composer}</ConversationComposerOrClosed>,
      {
        language: 'en',
      },
    );
    expect(await screen.findByText(/You blocked this member/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Unblock/ })).toBeTruthy();
  });

  it('tells the blocked member only that it takes no new messages', async () => {
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: false, closed: true } } });
    await renderWithProviders(
      <ConversationComposerOrClosed member={OMAR}>{composer}</ConversationComposerOrClosed>,
      {
        language: 'ar',
      },
    );
    const line = await screen.findByText('لا تستقبل هذه المحادثة رسائل جديدة.');
    expect(line.closest('[role="status"]')?.textContent).not.toMatch(/حظر/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('closes a conversation that was open when a message is refused as blocked', async () => {
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: false, closed: false } } });
    const { user } = await renderWithProviders(
      <ConversationComposerOrClosed member={OMAR}>
        <RefusedInput />
      </ConversationComposerOrClosed>,
      { language: 'en' },
    );
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/blocks/u-omar')).toBe(true));
    api.on('GET /api/blocks/u-omar', { body: { blocked: false, closed: true } });
    await user.click(send);
    expect(await screen.findByText('This conversation is not taking new messages.')).toBeTruthy();
  });

  it('closes an item’s request and message to the blocked member, and leaves them to a visitor and the owner', async () => {
    const ways = <button type="button">Request to book</button>;
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: false, closed: true } } });
    const { unmount } = await renderWithProviders(
      <OwnerContactOrClosed owner={OMAR} isOwner={false}>
        {ways}
      </OwnerContactOrClosed>,
      { language: 'en' },
    );
    expect(await screen.findByText(/owner aren’t available/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request to book' })).toBeNull();
    unmount();
    api.restore();
    api = stubApi({ 'GET /api/auth/me': { body: { user: null } } });
    await renderWithProviders(
      <OwnerContactOrClosed owner={OMAR} isOwner={false}>
        {ways}
      </OwnerContactOrClosed>,
    );
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeTruthy();
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/auth/me')).toBe(true));
    expect(api.requests.some((r) => r.path.startsWith('/api/blocks'))).toBe(false);
  });
});

/** Stands in for the conversation's input, whose send was just refused as `blocked`. */
function RefusedInput() {
  const recheck = useRecheckBlock();
  return (
    <button type="button" onClick={() => recheck('u-omar')}>
      Send
    </button>
  );
}

/** What the phones' booking bar asks before offering a request. */
function ContactProbe({ isOwner }: { isOwner: boolean }) {
  return <p>{useOwnerContactClosed('u-omar', isOwner) ? 'closed' : 'open'}</p>;
}

describe('the phones’ booking bar', () => {
  it('learns that the owner can no longer be reached, and never for the owner themself', async () => {
    api = stubApi({ ...signedIn, 'GET /api/blocks/u-omar': { body: { blocked: true, closed: true } } });
    const { unmount } = await renderWithProviders(<ContactProbe isOwner={false} />);
    expect(await screen.findByText('closed')).toBeTruthy();
    unmount();
    await renderWithProviders(<ContactProbe isOwner />);
    expect(screen.getByText('open')).toBeTruthy();
  });
});

describe('the list of blocked members', () => {
  it('says when nobody is blocked', async () => {
    api = stubApi({ 'GET /api/blocks': { body: [] } });
    await renderWithProviders(<BlockedMembers />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'الأعضاء المحظورون' })).toBeTruthy();
    expect(await screen.findByText('لا يوجد أعضاء محظورون.')).toBeTruthy();
  });

  it('lists them with since when, and unblocks one', async () => {
    api = stubApi({
      'GET /api/blocks': { body: [blockedRow('u-omar', 'Omar'), blockedRow('u-huda', 'Huda')] },
    });
    const { user } = await renderWithProviders(<BlockedMembers />, { language: 'en' });
    const list = await screen.findByRole('list', { name: 'Blocked members list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Omar Saleh' }).getAttribute('href')).toBe(
      '/profile/u-omar',
    );
    expect(within(list).getAllByText('Blocked since Dec 1, 2026')).toHaveLength(2);
    api.on('DELETE /api/blocks/u-omar', { status: 204 });
    api.on('GET /api/blocks', { body: [blockedRow('u-huda', 'Huda')] });
    await user.click(within(list).getByRole('button', { name: /Unblock .*Omar Saleh/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Omar Saleh' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toBeTruthy();
  });

  it('shows more on request', async () => {
    api = stubApi({
      'GET /api/blocks': (request) => ({ body: request.path ? [blockedRow('u-omar', 'Omar')] : [] }),
    });
    // The stub does not say X-Has-More: a first page of one has no more.
    await renderWithProviders(<BlockedMembers />, { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Omar Saleh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the list cannot load, and tries again', async () => {
    api = stubApi({ 'GET /api/blocks': { status: 503, body: { code: 'unavailable', message: 'Down' } } });
    const { user } = await renderWithProviders(<BlockedMembers />, { language: 'en' });
    expect(await screen.findByText('The blocked members could not be loaded.')).toBeTruthy();
    api.on('GET /api/blocks', { body: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No blocked members.')).toBeTruthy();
  });
});
