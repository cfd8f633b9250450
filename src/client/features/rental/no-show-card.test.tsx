import type { Booking, NoShowCase, NoShowState, UploadedImage } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { formatHalalas, formatPercent } from '@shared/format';
import { settlement } from '@shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { stubUploads } from '../../test/upload-stub';
import { BookingPage } from './booking-page';
import { NextStepCard } from './components/next-step-card';
import { NoShowCard } from './components/no-show-card';
import { aBooking, PRICE, RENTER_ID, someMoney } from './rental-fixtures';

const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const DEPOSIT = 50_000;
const REPORTED_AT = '2099-03-10T07:30:00.000Z';
const ANSWER_DUE = '2099-03-11T07:30:00.000Z';
const DECIDE_BY = '2099-03-18T09:00:00.000Z';

const noAccount = { statement: null, photos: [], at: null };

function aCase(overrides: Partial<NoShowCase> = {}): NoShowCase {
  return {
    kind: 'owner_reported',
    openedAt: REPORTED_AT,
    ownerAnswerDueAt: ANSWER_DUE,
    queuedAt: null,
    decideBy: null,
    renter: {
      statement: 'I came at ten as agreed; nobody answered the door.',
      photos: [PHOTO],
      at: REPORTED_AT,
    },
    owner: noAccount,
    outcome: null,
    closedAt: null,
    decisionNote: null,
    lapse: null,
    ...overrides,
  };
}

const state = (overrides: Partial<NoShowState> = {}): NoShowState => ({
  case: null,
  mayReport: false,
  mayState: false,
  ...overrides,
});

const confirmed = (overrides: Partial<Booking> = {}) => aBooking({ status: 'confirmed', ...overrides });

let api: ReturnType<typeof stubApi> | undefined;
let uploads: ReturnType<typeof stubUploads> | undefined;
beforeEach(() => {
  uploads = stubUploads({ url: PHOTO, thumbnailUrl: PHOTO, width: 800, height: 600 } as UploadedImage);
});
afterEach(() => {
  api?.restore();
  uploads?.restore();
});

/** The case's routes: GET answers `current`, which a step's answer replaces, as the server would. */
function serveCase(
  initial: NoShowState | { status: number; body: unknown },
  steps: Record<string, (request: StubRequest) => { status?: number; body?: unknown }> = {},
  booking: Booking = confirmed(),
) {
  let current = initial;
  const step = (key: string) => (request: StubRequest) => {
    const answer = steps[key]?.(request) ?? { status: 404, body: { code: 'not_found' } };
    if ((answer.status ?? 200) < 300) current = answer.body as NoShowState;
    return answer;
  };
  api = stubApi({
    'GET /api/bookings/b1/no-show': () => ('mayReport' in current ? { body: current } : current),
    'POST /api/bookings/b1/no-show/report': step('report'),
    'POST /api/bookings/b1/no-show/statement': step('statement'),
    'GET /api/bookings/b1': { body: booking },
    'GET /api/bookings/b1/money': { body: someMoney({ status: booking.status, price: booking.price }) },
  });
  return api;
}

const posts = () =>
  api?.requests
    .filter((request) => request.method === 'POST')
    .map((request) => [request.path, request.body]) ?? [];

async function card(side: 'owner' | 'renter', language: 'ar' | 'en', booking = confirmed()) {
  const rendered = await renderWithProviders(<NoShowCard booking={booking} side={side} />, { language });
  // The file input sits hidden behind the Add photos button; accept is checked by the form itself.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
}

const photoFile = () => new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
/** A text as toBe compares it: its spaces (the amounts' no-break ones too) plain. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('NoShowCard, the renter reporting', () => {
  it('reports in English with words and a photo, saying first what the owner has to do', async () => {
    const words = 'I came at ten as agreed; nobody answered the door.';
    serveCase(state({ mayReport: true }), {
      report: () => ({
        status: 201,
        body: state({ case: aCase({ renter: { statement: words, photos: [PHOTO], at: REPORTED_AT } }) }),
      }),
    });
    const { user } = await card('renter', 'en');
    const section = await screen.findByRole('region', { name: 'Was the item handed over?' });
    expect(section.textContent).toContain(
      'If the owner has not handed the item over, it can be reported from the pickup day. The owner then has 24 hours to answer; with no answer, everything paid comes back in full.',
    );
    await user.click(within(section).getByRole('button', { name: 'Item not handed over? Report it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report that the item was not handed over' });
    expect(within(dialog).getByText(/has 24 hours to answer/).textContent).toContain(
      'Ajjir’s team decides within 7 days',
    );
    // Words are optional, but a few are too few.
    const box = within(dialog).getByRole('textbox', { name: /What happened/ });
    await user.type(box, 'no one');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.clear(box);
    await user.type(box, ` ${words} `);
    await user.upload(fileInput(dialog), photoFile());
    expect(await within(dialog).findByRole('img', { name: 'Photo 1 of 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([['/api/bookings/b1/no-show/report', { statement: words, photos: [PHOTO] }]]);
    const report = await screen.findByRole('region', { name: 'Report: item not handed over' });
    expect(within(report).getByTestId('no-show-renter').textContent).toContain(words);
    expect(within(report).getByRole('link', { name: 'Account photo 1 of 1' }).getAttribute('href')).toBe(
      PHOTO,
    );
    expect(within(report).getByTestId('no-show-next').textContent).toBe(
      'The owner has until Wed, Mar 11, 2099, 10:30 AM to answer; with no answer, everything you paid comes back to you in full.',
    );
    expect(await screen.findByText('Report sent; the owner has been told.')).toBeTruthy();
  });

  it('reports in Arabic with nothing but the button, the words left empty', async () => {
    serveCase(state({ mayReport: true }), {
      report: () => ({
        status: 201,
        body: state({ case: aCase({ renter: { ...noAccount, at: REPORTED_AT } }) }),
      }),
    });
    const { user } = await card('renter', 'ar');
    await user.click(await screen.findByRole('button', { name: 'لم يُسلَّم الغرض؟ تقديم بلاغ' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن عدم تسليم الغرض' });
    expect(within(dialog).getByText(/يُبلَّغ المالك فورًا/).textContent).toContain('وله ٢٤ ساعة للرد');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([['/api/bookings/b1/no-show/report', { statement: '', photos: [] }]]);
    const renter = await screen.findByTestId('no-show-renter');
    expect(within(renter).getByText('دون وصف أو صور.')).toBeTruthy();
    expect(screen.getByTestId('no-show-next').textContent).toBe(
      'للمالك حتى الأربعاء، ١١ مارس ٢٠٩٩، ١٠:٣٠ ص (١٨ ذو الحجة ١٥٢٢ هـ) للرد، وإن لم يصل رد يُردّ إليك المبلغ المدفوع كاملًا.',
    );
  });

  it('keeps a refusal in the dialog, and refreshes the page once it closes', async () => {
    serveCase(state({ mayReport: true }), {
      report: () => ({ status: 409, body: { code: 'no_show_case_exists' } }),
    });
    const { user } = await card('renter', 'en');
    await user.click(await screen.findByRole('button', { name: 'Item not handed over? Report it' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The report was not sent');
    expect(alert.textContent).toContain('This booking was reported already');
    const gets = () => api?.requests.filter((request) => request.path === '/api/bookings/b1/no-show').length;
    const before = gets();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(gets()).toBeGreaterThan(before ?? 0));
  });
});

describe('NoShowCard, the owner answering', () => {
  it('answers within the deadline, refusing an empty answer first, and the case goes to Ajjir’s team', async () => {
    const words = 'I waited an hour at the agreed place; the renter never came.';
    serveCase(state({ case: aCase(), mayState: true }), {
      statement: () => ({
        body: state({
          case: aCase({
            owner: { statement: words, photos: [], at: '2099-03-10T12:00:00.000Z' },
            queuedAt: '2099-03-10T12:00:00.000Z',
            decideBy: DECIDE_BY,
          }),
        }),
      }),
    });
    const { user } = await card('owner', 'en');
    const report = await screen.findByRole('region', { name: 'Report: item not handed over' });
    expect(within(report).getByText('Waiting for the owner')).toBeTruthy();
    const [due, handOver] = within(report).getAllByTestId('no-show-next');
    expect(due?.textContent).toBe(
      'The report can be answered until Wed, Mar 11, 2099, 10:30 AM; with no answer, the renter is refunded in full.',
    );
    expect(handOver?.textContent).toContain('confirming the hand-over under Next step closes the report');

    await user.click(within(report).getByRole('button', { name: 'Answer the report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the report' });
    expect(within(dialog).getByText(/before Wed, Mar 11, 2099, 10:30 AM/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    expect(within(dialog).getByText('Say what happened.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /What happened/ }), words);
    expect(within(dialog).getByTestId('text-count').textContent).toBe('60 / 1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([['/api/bookings/b1/no-show/statement', { statement: words, photos: [] }]]);

    expect(await within(report).findByText('Under review by Ajjir')).toBeTruthy();
    expect(within(report).getByTestId('no-show-owner').textContent).toContain(words);
    expect(within(report).getByTestId('no-show-next').textContent).toBe(
      'Ajjir’s team is reviewing what both sides sent and will decide by Wed, Mar 18, 2099, 12:00 PM; with no decision by then, the renter is refunded in full.',
    );
    expect(within(report).queryByRole('button', { name: 'Answer the report' })).toBeNull();
  });

  it('lets either side of an unconfirmed rental give an account, in Arabic', async () => {
    const untouched = aCase({
      kind: 'untouched',
      ownerAnswerDueAt: null,
      queuedAt: '2099-03-15T21:00:00.000Z',
      decideBy: DECIDE_BY,
      renter: noAccount,
    });
    serveCase(state({ case: untouched, mayState: true }), {
      statement: () => ({ body: state({ case: untouched }) }),
    });
    const { user } = await card('renter', 'ar', confirmed());
    const section = await screen.findByRole('region', { name: 'مراجعة أجّر: تسليم لم يُؤكَّد' });
    expect(within(section).getByText('قيد المراجعة لدى أجّر')).toBeTruthy();
    expect(within(section).getAllByTestId('no-show-next')[1]?.textContent).toBe(
      'يراجع فريق أجّر ما قدّمه الطرفان ويقرر بحلول الأربعاء، ١٨ مارس ٢٠٩٩، ١٢:٠٠ م (٢٥ ذو الحجة ١٥٢٢ هـ)، وإن لم يصدر قرار حتى ذلك الحين يُردّ إليك المبلغ المدفوع كاملًا.',
    );
    await user.click(within(section).getByRole('button', { name: 'إرسال إفادة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إفادة عمّا حدث' });
    const text = 'سُلّم الغرض يوم الاستلام ونسينا تأكيد التسليم.';
    await user.type(within(dialog).getByRole('textbox', { name: /ما الذي حدث/ }), text);
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الإفادة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([['/api/bookings/b1/no-show/statement', { statement: text, photos: [] }]]);
  });
});

describe('NoShowCard, a closed case', () => {
  const closed = (overrides: Partial<NoShowCase>) =>
    aCase({
      owner: {
        statement: 'The renter never came to pick it up.',
        photos: [],
        at: '2099-03-10T12:00:00.000Z',
      },
      queuedAt: '2099-03-10T12:00:00.000Z',
      decideBy: DECIDE_BY,
      closedAt: '2099-03-12T10:00:00.000Z',
      ...overrides,
    });
  const outcome = () => screen.findByTestId('no-show-outcome');

  it('tells the renter in English that the owner’s silence refunds everything', async () => {
    serveCase(
      state({ case: aCase({ outcome: 'refund_in_full', lapse: 'owner_silent', closedAt: ANSWER_DUE }) }),
    );
    await card('renter', 'en', aBooking({ status: 'cancelled' }));
    const box = await outcome();
    expect(box.textContent).toBe(
      'The owner did not answer by Wed, Mar 11, 2099, 10:30 AM, so everything you paid comes back to you in full.Closed on Wed, Mar 11, 2099, 10:30 AM.',
    );
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('tells the owner in Arabic, with the deadline’s Hijri day', async () => {
    serveCase(
      state({ case: aCase({ outcome: 'refund_in_full', lapse: 'owner_silent', closedAt: ANSWER_DUE }) }),
    );
    await card('owner', 'ar', aBooking({ status: 'cancelled' }));
    expect((await outcome()).querySelector('p')?.textContent).toBe(
      'لم يصل رد على البلاغ حتى الأربعاء، ١١ مارس ٢٠٩٩، ١٠:٣٠ ص (١٨ ذو الحجة ١٥٢٢ هـ)، فيُردّ إلى المستأجر المبلغ المدفوع كاملًا.',
    );
    expect(screen.getByText('مُغلق')).toBeTruthy();
  });

  it('says nobody decided in time, in both languages', async () => {
    const undecided = closed({ outcome: 'refund_in_full', lapse: 'undecided', closedAt: DECIDE_BY });
    serveCase(state({ case: undecided }));
    const { unmount } = await card('owner', 'en', aBooking({ status: 'cancelled' }));
    expect((await outcome()).querySelector('p')?.textContent).toBe(
      'Ajjir’s team did not decide by Wed, Mar 18, 2099, 12:00 PM, so the renter is refunded in full.',
    );
    unmount();
    await card('renter', 'ar', aBooking({ status: 'cancelled' }));
    expect((await outcome()).querySelector('p')?.textContent).toBe(
      'لم يصدر قرار من فريق أجّر حتى الأربعاء، ١٨ مارس ٢٠٩٩، ١٢:٠٠ م (٢٥ ذو الحجة ١٥٢٢ هـ)، فيُردّ إليك المبلغ المدفوع كاملًا.',
    );
  });

  it('says what the policy gives back when Ajjir’s team finds the renter did not come, with its reason', async () => {
    const booking = aBooking({
      status: 'cancelled',
      cancellationPolicy: 'moderate',
      price: { ...PRICE, deposit: DEPOSIT, charged: PRICE.total + DEPOSIT },
    });
    const note = 'The renter’s own messages say they changed plans.';
    serveCase(state({ case: closed({ outcome: 'renter_no_show', decisionNote: note }) }), {}, booking);
    await card('renter', 'en', booking);
    const box = await outcome();
    expect(box.getAttribute('data-outcome')).toBe('renter_no_show');
    expect(box.querySelector('p')?.textContent).toBe(
      'Ajjir’s team decided the renter did not come for the pickup, so the booking has ended and the refund follows the cancellation policy.',
    );
    const half = settlement(PRICE, 5_000).refund.total;
    const lines = await within(box).findByTestId('no-show-money');
    expect(spaced(lines.textContent)).toBe(
      spaced(
        `You get back ${formatHalalas(half, 'en')} (50% of the ${formatHalalas(PRICE.total, 'en')} rental total) under the cancellation policy.` +
          `The deposit comes back in full (${formatHalalas(DEPOSIT, 'en')}).`,
      ),
    );
    expect(
      within(box).getByText('Decided by Ajjir’s team on Thu, Mar 12, 2099, 1:00 PM. Their reason:'),
    ).toBeTruthy();
    expect(within(box).getByTestId('no-show-decision-note').textContent).toBe(note);
  });

  it('tells the owner in Arabic what the renter gets back and what they keep', async () => {
    const booking = aBooking({ status: 'cancelled', cancellationPolicy: 'moderate' });
    serveCase(state({ case: closed({ outcome: 'renter_no_show', decisionNote: 'لم يحضر.' }) }), {}, booking);
    await card('owner', 'ar', booking);
    const split = settlement(PRICE, 5_000);
    const lines = await within(await outcome()).findByTestId('no-show-money');
    expect(spaced(lines.textContent)).toBe(
      spaced(
        `يُردّ إلى المستأجر ${formatHalalas(split.refund.total, 'ar')} (${formatPercent(50, 'ar')} من مبلغ الإيجار البالغ ${formatHalalas(PRICE.total, 'ar')}) حسب سياسة الإلغاء.` +
          `تبقى لك ${formatHalalas(split.ownerEarning, 'ar')} بعد خصم عمولة أجّر.`,
      ),
    );
  });

  it('words the rental taking place, a late hand-over and the owner cancelling', async () => {
    const cases: [Partial<NoShowCase>, 'owner' | 'renter', string][] = [
      [
        { outcome: 'rental_took_place', decisionNote: 'Both sides’ messages show the tent was used.' },
        'renter',
        'Ajjir’s team decided the rental did take place, so the booking goes on as usual, with no refund.',
      ],
      [
        { outcome: 'handed_over', owner: noAccount, queuedAt: null, decideBy: null },
        'owner',
        'The item was handed over after the report, so the report is closed.',
      ],
      [
        { outcome: 'refund_in_full', owner: noAccount, queuedAt: null, decideBy: null },
        'renter',
        'The owner cancelled the booking, so everything you paid comes back to you in full.',
      ],
    ];
    for (const [overrides, side, words] of cases) {
      serveCase(state({ case: closed(overrides) }));
      const { unmount } = await card(side, 'en', aBooking({ status: 'active' }));
      expect((await outcome()).querySelector('p')?.textContent).toBe(words);
      unmount();
      api?.restore();
    }
  });

  it('words them in Arabic too', async () => {
    serveCase(state({ case: closed({ outcome: 'rental_took_place', decisionNote: 'استُخدمت الخيمة.' }) }));
    await card('owner', 'ar', aBooking({ status: 'completed' }));
    const box = await outcome();
    expect(box.querySelector('p')?.textContent).toBe(
      'قرّر فريق أجّر أن الإيجار تمّ، فيمضي الحجز كالمعتاد دون استرداد.',
    );
    expect(
      within(box).getByText('حسم فريق أجّر الأمر يوم الخميس، ١٢ مارس ٢٠٩٩، ١:٠٠ م، وهذا سبب القرار:'),
    ).toBeTruthy();
  });
});

describe('NoShowCard, the quiet states', () => {
  it('shows nothing while loading, nor with neither a case nor anything to do', async () => {
    serveCase(state());
    await card('owner', 'en');
    await waitFor(() =>
      expect(api?.requests.map((request) => request.path)).toEqual(['/api/bookings/b1/no-show']),
    );
    expect(screen.queryByTestId('no-show')).toBeNull();
  });

  it('asks nothing before the booking is confirmed', async () => {
    serveCase(state({ mayReport: true }));
    await card('renter', 'en', aBooking({ status: 'pending' }));
    expect(screen.queryByTestId('no-show')).toBeNull();
    expect(api?.requests).toEqual([]);
  });

  it('says quietly that it could not check, and checks again', async () => {
    serveCase({ status: 500, body: { code: 'internal' } });
    const { user } = await card('renter', 'en');
    const section = await screen.findByRole('region', { name: 'Hand-over reports' });
    expect(within(section).getByText('We could not check for hand-over reports.')).toBeTruthy();
    api?.on('GET /api/bookings/b1/no-show', { body: state({ mayReport: true }) });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Item not handed over? Report it' })).toBeTruthy();
  });
});

describe('the next step while a case is open', () => {
  const today = todayInRiyadh();
  const started = () => confirmed({ startDate: addDays(today, -1), endDate: addDays(today, 2) });

  it('leaves the owner of a reported rental only handing over and cancelling, and says why', async () => {
    const booking = started();
    serveCase(state({ case: aCase(), mayState: true }), {}, booking);
    await renderWithProviders(<NextStepCard booking={booking} side="owner" />, { language: 'en' });
    expect(
      await screen.findByText('This booking has an open report; its details are in the report’s card.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand over' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renter did not come' })).toBeNull();
  });

  it('leaves the renter nothing to do while the report is open', async () => {
    const booking = started();
    serveCase(state({ case: aCase() }), {}, booking);
    await renderWithProviders(<NextStepCard booking={booking} side="renter" />, { language: 'en' });
    expect(
      await screen.findByText('This booking has an open report; its details are in the report’s card.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers the owner the no-show button once the pickup day has passed, with no case', async () => {
    const booking = started();
    serveCase(state(), {}, booking);
    await renderWithProviders(<NextStepCard booking={booking} side="owner" />, { language: 'ar' });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'إلغاء الحجز',
      'لم يحضر المستأجر',
      'تم التسليم',
    ]);
  });
});

describe('BookingPage', () => {
  it('shows the renter’s way to report right after the hand-over records', async () => {
    serveCase(state({ mayReport: true }));
    api?.on('GET /api/auth/me', { body: { user: { id: RENTER_ID, firstName: 'Sara', lastName: 'Ali' } } });
    api?.on('GET /api/bookings/b1/handover', {
      body: { stages: [], mayReport: [], mayAnswer: null, handoverPhotoRequired: false },
    });
    await renderWithProviders(
      <Routes>
        <Route path="/bookings/:id" element={<BookingPage />} />
      </Routes>,
      { language: 'en', route: '/bookings/b1' },
    );
    const report = await screen.findByTestId('no-show');
    expect((await screen.findByTestId('handover')).nextElementSibling).toBe(report);
  });
});
