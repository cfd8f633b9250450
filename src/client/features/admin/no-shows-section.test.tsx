/** The no-show cases on /admin/disputes (docs/decisions/0060-no-shows.md). */
import type { NoShowQueue } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { formatDayRange, formatHalalas, formatMoment } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { noShowFixture } from './admin-fixtures';
import { DisputesPage } from './disputes-page';

const NO_SHOWS = 'GET /api/admin/no-shows';
const DECIDE = 'POST /api/admin/no-shows/b-n1/decision';
const REASON = 'The owner’s photos show the projector at the renter’s door at 9.';
const HOUR = 3_600_000;

/** As getByText reads a page's text: every space (Intl's no-break ones too) an ordinary one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const queueOf = (...cases: NoShowQueue['cases']): NoShowQueue => ({ cases, total: cases.length });

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function renderNoShows(routes: Parameters<typeof stubApi>[0], language: Language = 'en') {
  api = stubApi({
    'GET /api/admin/claims': { body: { disputes: [], total: 0 } },
    'GET /api/admin/objections': { body: { objections: [], total: 0 } },
    ...routes,
  });
  const rendered = await renderWithProviders(<DisputesPage />, { route: '/admin/disputes', language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

const noShowReads = () =>
  api?.requests.filter((request) => request.path === '/api/admin/no-shows').length ?? 0;
const posts = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

type User = Awaited<ReturnType<typeof renderNoShows>>['user'];

/** Chooses what happened, writes the reason and asks; the dialog that asks back. */
async function decide(user: User, card: HTMLElement, choice: RegExp, reason = REASON) {
  await user.click(within(card).getByRole('radio', { name: choice }));
  await user.type(within(card).getByRole('textbox', { name: /^Reason for the decision/ }), reason);
  await user.click(within(card).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Decide this case?' });
}

describe('the no-show cases on the disputes screen', () => {
  it('lists the cases oldest first, each with its rental, how it began, its deadline and both sides', async () => {
    const now = Date.now();
    const reported = noShowFixture({}, now);
    const untouched = noShowFixture(
      {
        bookingId: 'b-n2',
        itemTitle: 'Pressure washer',
        kind: 'untouched',
        decideBy: new Date(now - HOUR).toISOString(),
      },
      now,
    );
    await renderNoShows({ [NO_SHOWS]: { body: queueOf(reported, untouched) } });

    const section = await screen.findByRole('region', { name: 'No-show cases' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Projector',
      'Pressure washer',
    ]);
    expect(within(section).getByText('2 cases waiting for a decision')).toBeTruthy();

    const card = within(section).getByRole('article', { name: 'Projector' });
    expect(within(card).getByRole('link', { name: 'Projector' }).getAttribute('href')).toBe(
      '/admin/payments/b-n1',
    );
    expect(within(card).getByRole('link', { name: 'Noura Alharbi' }).getAttribute('href')).toBe(
      '/admin/users/u-owner',
    );
    expect(within(card).getByRole('link', { name: 'Sami Alqahtani' })).toBeTruthy();
    expect(within(card).getByText(spaced(formatDayRange('2026-04-10', '2026-04-12', 'en')))).toBeTruthy();
    expect(within(card).getByText(spaced(formatHalalas(40_000, 'en')))).toBeTruthy();
    expect(within(card).getByText('The renter reported no hand-over; the owner answered')).toBeTruthy();
    expect(within(card).getByText(spaced(formatMoment(reported.case.queuedAt!, 'en')))).toBeTruthy();
    expect(within(card).getByText('Sent to the team 2 days ago')).toBeTruthy();
    const deadline = within(card).getByText(
      spaced(`Decide by ${formatMoment(reported.case.decideBy!, 'en')}`),
    );
    expect(deadline.getAttribute('data-overdue')).toBeNull();

    const renter = within(card).getByRole('region', { name: 'The renter’s account' });
    expect(
      within(renter).getByText('I waited at the address for an hour; nobody came.').getAttribute('dir'),
    ).toBe('auto');
    expect(
      within(renter).getByText(spaced(`Sent on ${formatMoment(reported.case.renter.at!, 'en')}`)),
    ).toBeTruthy();
    expect(within(renter).getByText('No photos.')).toBeTruthy();
    const owner = within(card).getByRole('region', { name: 'The owner’s account' });
    expect(
      within(within(owner).getByRole('list', { name: 'The owner’s photos' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://photos.example/b-n1/door-1.webp', 'https://photos.example/b-n1/door-2.webp']);

    const late = within(section).getByRole('article', { name: 'Pressure washer' });
    expect(
      within(late).getByText('Nobody confirmed the hand-over by the end of the day after the last day'),
    ).toBeTruthy();
    const overdue = within(late).getByText(
      spaced(`Overdue: due ${formatMoment(untouched.case.decideBy!, 'en')}`),
    );
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(within(late).getAllByText('No account given.')).toHaveLength(2);

    const choices = within(card).getByRole('radiogroup', { name: 'What happened?' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => spaced(radio.textContent ?? '')),
    ).toEqual([
      'The owner did not hand overThe renter gets everything back, the deposit included.',
      'The renter did not comeThe renter gets back what the cancellation policy gives after the pickup day, and the deposit.',
      'The item changed handsThe booking continues, or counts as returned if its days are over; the owner is paid after the claim window.',
    ]);
    expect(within(card).getByTestId('text-count').textContent).toBe('0 / 1,000');
  });

  it('words the cases in Arabic, and decides one after a confirmation saying what it does', async () => {
    let queue = queueOf(
      noShowFixture(),
      noShowFixture({ bookingId: 'b-n2', itemTitle: 'مكنسة', kind: 'untouched' }),
    );
    const { user } = await renderNoShows(
      {
        [NO_SHOWS]: () => ({ body: queue }),
        [DECIDE]: () => {
          queue = queueOf(queue.cases[1]!);
          return { body: { case: null, mayReport: false, mayState: false } };
        },
      },
      'ar',
    );
    const section = await screen.findByRole('region', { name: 'حالات عدم التسليم أو عدم الحضور' });
    expect(await within(section).findByText('حالتان بانتظار القرار')).toBeTruthy();
    const card = within(section).getByRole('article', { name: 'Projector' });
    expect(within(card).getByText('أبلغ المستأجر بعدم التسليم، وردّ المالك')).toBeTruthy();
    expect(within(card).getByText('مضى على إحالتها إلى الفريق يومان')).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'إفادة المالك' })).toBeTruthy();
    const other = within(section).getByRole('article', { name: 'مكنسة' });
    expect(
      within(other).getByText('لم يؤكد أحد التسليم حتى نهاية اليوم التالي لآخر أيام الحجز'),
    ).toBeTruthy();
    expect(within(other).getAllByText('لم تُرسَل إفادة.')).toHaveLength(2);
    expect(within(card).getByTestId('text-count').textContent).toBe('٠ / ١٬٠٠٠');

    await user.click(within(card).getByRole('radio', { name: /^تم تسليم الغرض/ }));
    await user.type(
      within(card).getByRole('textbox', { name: /^سبب القرار/ }),
      'صور المالك تُظهر الجهاز لدى المستأجر',
    );
    await user.click(within(card).getByRole('button', { name: 'متابعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'اعتماد القرار في هذه الحالة؟' });
    expect(spaced(within(dialog).getByText(/^تم تسليم الغرض:/).textContent ?? '')).toBe(
      'تم تسليم الغرض: يستمر الحجز، أو يُعدّ مُرجَعًا إن انتهت أيامه، ويصل المالكَ مستحقُّه بعد انتهاء مهلة المطالبات. يُبلَّغ الطرفان بالسبب المكتوب، ولا يمكن التراجع عن ذلك.',
    );
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'اعتماد القرار' }));

    expect(await screen.findByText('اعتُمد القرار، وأُبلغ الطرفان.')).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/no-shows/b-n1/decision',
        body: { decision: 'rental_took_place', reason: 'صور المالك تُظهر الجهاز لدى المستأجر' },
      },
    ]);
    await waitFor(() => expect(within(section).queryByRole('article', { name: 'Projector' })).toBeNull());
    expect(within(section).getByText('حالة واحدة بانتظار القرار')).toBeTruthy();
  });

  it('asks for a decision and a long enough reason before asking, then shows the server’s refusals on the fields', async () => {
    const { user } = await renderNoShows({
      [NO_SHOWS]: { body: queueOf(noShowFixture()) },
      [DECIDE]: {
        status: 400,
        body: {
          code: 'validation_failed',
          errors: [
            { path: 'decision', code: 'no_show_decision_invalid' },
            { path: 'reason', code: 'too_long' },
          ],
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Projector' });
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByText('Choose what happened.')).toBeTruthy();
    expect(within(card).getByText('Write a reason for both sides.')).toBeTruthy();
    expect(
      within(card).getByRole('radiogroup', { name: 'What happened?' }).getAttribute('aria-invalid'),
    ).toBe('true');

    const reason = within(card).getByRole('textbox', { name: /^Reason for the decision/ });
    await user.type(reason, 'Too short');
    await user.click(within(card).getByRole('radio', { name: /^The renter did not come/ }));
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(within(card).queryByText('Choose what happened.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByTestId('text-count').textContent).toBe('9 / 1,000');

    await user.clear(reason);
    const dialog = await decide(user, card, /^The owner did not hand over/);
    expect(spaced(dialog.textContent ?? '')).toContain(
      'The owner did not hand over: The renter gets everything back, the deposit included. Both sides are told your reason. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('This is too long.')).toBeTruthy();
    expect(within(card).getByText('Choose what happened.')).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/no-shows/b-n1/decision',
        body: { decision: 'refund_in_full', reason: REASON },
      },
    ]);
  });

  it('says a case was decided meanwhile and reads the list again', async () => {
    let queue = queueOf(noShowFixture());
    const { user } = await renderNoShows({
      [NO_SHOWS]: () => ({ body: queue }),
      [DECIDE]: () => {
        queue = queueOf();
        return { status: 409, body: { code: 'no_show_decided', message: 'This case was decided already' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Projector' });
    const dialog = await decide(user, card, /^The renter did not come/);
    const readsBefore = noShowReads();
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(
      await screen.findByText('This case was decided meanwhile; the list has been refreshed.'),
    ).toBeTruthy();
    expect(noShowReads()).toBeGreaterThan(readsBefore);
    expect(await screen.findByText('No no-show cases waiting')).toBeTruthy();
  });

  it('says when only the oldest cases are shown', async () => {
    await renderNoShows({ [NO_SHOWS]: { body: { cases: [noShowFixture()], total: 21 } } });
    const section = await screen.findByRole('region', { name: 'No-show cases' });
    expect(await within(section).findByText('21 cases waiting for a decision')).toBeTruthy();
    expect(
      within(section).getByText('Only the oldest 20 are shown; the rest appear as these are decided.'),
    ).toBeTruthy();
  });

  it('says when no case is waiting', async () => {
    await renderNoShows({ [NO_SHOWS]: { body: queueOf() } });
    const section = await screen.findByRole('region', { name: 'No-show cases' });
    expect(await within(section).findByText('No no-show cases waiting')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('says when the cases cannot be loaded, and reads them again on Retry', async () => {
    let fails = true;
    const { user } = await renderNoShows({
      [NO_SHOWS]: () =>
        fails ? { status: 500, body: { code: 'internal' } } : { body: queueOf(noShowFixture()) },
    });
    expect(await screen.findByText('The no-show cases could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Projector' })).toBeTruthy();
  });
});
