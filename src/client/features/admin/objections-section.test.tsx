/** The objections to a hand-over or a return on /admin/disputes (docs/decisions/0059-handover-and-return-records.md). */
import type { ObjectionQueue } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { objectionFixture, recordsFixture } from './admin-fixtures';
import { DisputesPage } from './disputes-page';

const OBJECTIONS = 'GET /api/admin/objections';
const RESOLVE = 'POST /api/admin/objections/b-o1/resolve';
const NOTE = 'The owner’s photos show it came back on the 5th.';

const spaced = (text: string) => text.replace(/\s/g, ' ');
const queueOf = (...objections: ObjectionQueue['objections']): ObjectionQueue => ({
  objections,
  total: objections.length,
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function renderObjections(routes: Parameters<typeof stubApi>[0]) {
  api = stubApi({
    'GET /api/admin/claims': { body: { disputes: [], total: 0 } },
    'GET /api/admin/no-shows': { body: { cases: [], total: 0 } },
    'GET /api/bookings/b-o1/handover': { body: recordsFixture() },
    ...routes,
  });
  const rendered = await renderWithProviders(<DisputesPage />, { route: '/admin/disputes', language: 'en' });
  registerAdminStrings(i18n);
  await i18n.changeLanguage('en');
  return rendered;
}

const objectionReads = () =>
  api?.requests.filter((request) => request.path === '/api/admin/objections').length ?? 0;

async function resolveWith(user: Awaited<ReturnType<typeof renderObjections>>['user'], card: HTMLElement) {
  await user.type(within(card).getByRole('textbox', { name: /^Note/ }), NOTE);
  await user.click(within(card).getByRole('button', { name: 'Resolve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Resolve this objection?' });
  expect(within(dialog).getByText('Both are told your note. This cannot be undone.')).toBeTruthy();
  expect(api?.requests.some((request) => request.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
}

describe('the objections on the disputes screen', () => {
  it('shows an objection with its rental, its words and records, and resolves it after a confirmation', async () => {
    let queue = queueOf(objectionFixture());
    const { user } = await renderObjections({
      [OBJECTIONS]: () => ({ body: queue }),
      [RESOLVE]: () => {
        queue = queueOf();
        return { body: { resolved: true } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Objections to a hand-over or return' });
    const card = await within(section).findByRole('article', { name: 'Folding chairs' });
    expect(within(card).getByRole('link', { name: 'Folding chairs' }).getAttribute('href')).toBe(
      '/admin/payments/b-o1',
    );
    expect(within(card).getByRole('link', { name: 'Noura Alharbi' }).getAttribute('href')).toBe(
      '/admin/users/u-owner',
    );
    expect(within(card).getByRole('link', { name: 'Sami Alqahtani' })).toBeTruthy();
    expect(within(card).getAllByText('Return').length).toBeGreaterThan(0);
    expect(
      within(card).getByText(spaced(`By the owner on ${formatMoment('2026-04-05T15:00:00.000Z', 'en')}`)),
    ).toBeTruthy();
    expect(
      within(card).getByText(spaced(`By the renter on ${formatMoment('2026-04-05T18:00:00.000Z', 'en')}`)),
    ).toBeTruthy();
    const words = within(card).getByRole('region', { name: 'The renter’s objection' });
    expect(within(words).getByText('I returned it a day earlier, not on the 5th.').getAttribute('dir')).toBe(
      'auto',
    );
    // The records are open in an objection's card.
    expect(await within(card).findByRole('region', { name: 'Hand-over' })).toBeTruthy();
    expect(within(section).getByText('1 objection waiting')).toBeTruthy();
    expect(
      within(card).getByText('Told to both the owner and the renter, and kept in the audit log.'),
    ).toBeTruthy();

    await user.type(within(card).getByRole('textbox', { name: /^Note/ }), 'Too short');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(within(card).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(within(card).getByRole('textbox', { name: /^Note/ }));

    await resolveWith(user, card);
    expect(await screen.findByText('Resolved; both sides have been told.')).toBeTruthy();
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/objections/b-o1/resolve',
        body: { stage: 'return', note: NOTE, refund: 'none' },
      },
    ]);
    // An objection to a return is not one the rental can be refunded by.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(within(section).queryByRole('article')).toBeNull());
    expect(within(section).getByText('No objections waiting')).toBeTruthy();
  });

  it('says an objection was resolved meanwhile and reads the list again', async () => {
    let queue = queueOf(objectionFixture());
    const { user } = await renderObjections({
      [OBJECTIONS]: () => ({ body: queue }),
      [RESOLVE]: () => {
        queue = queueOf();
        return { status: 409, body: { code: 'objection_resolved', message: 'Objection already resolved' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Folding chairs' });
    // Past its target (the fixture's objection is months old): said in words, not colour alone.
    expect(within(card).getByText(/^Overdue: due /)).toBeTruthy();
    const readsBefore = objectionReads();
    await resolveWith(user, card);
    expect(
      await screen.findByText('This objection was resolved meanwhile; the list has been refreshed.'),
    ).toBeTruthy();
    expect(objectionReads()).toBeGreaterThan(readsBefore);
    expect(await screen.findByText('No objections waiting')).toBeTruthy();
  });

  it('upholds an objection to a hand-over of a rental still out with everything back, said before it is sent', async () => {
    const handover = { ...objectionFixture(), stage: 'handover' as const, refundable: true };
    const { user } = await renderObjections({
      [OBJECTIONS]: { body: queueOf(handover) },
      'POST /api/admin/objections/b-o1/resolve': { body: { resolved: true } },
    });
    const card = await screen.findByRole('article', { name: 'Folding chairs' });
    await user.click(within(card).getByRole('checkbox', { name: /Uphold the objection and end the rental/ }));
    await user.type(within(card).getByRole('textbox', { name: /^Note/ }), NOTE);
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this objection?' });
    expect(within(dialog).getByText(/the renter gets everything back, the deposit included/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await screen.findByText('Resolved; both sides have been told.');
    expect(
      api?.requests.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([{ stage: 'handover', note: NOTE, refund: 'in_full' }]);
  });

  it('says when no objection is waiting', async () => {
    await renderObjections({ [OBJECTIONS]: { body: queueOf() } });
    const section = await screen.findByRole('region', { name: 'Objections to a hand-over or return' });
    expect(await within(section).findByText('No objections waiting')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('says when the objections cannot be loaded, and reads them again on Retry', async () => {
    let fails = true;
    const { user } = await renderObjections({
      [OBJECTIONS]: () =>
        fails ? { status: 500, body: { code: 'internal' } } : { body: queueOf(objectionFixture()) },
    });
    expect(await screen.findByText('The objections could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Folding chairs' })).toBeTruthy();
  });
});
