import type { Booking, BookingClaim, Claim, UploadedImage } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { stubUploads } from '../../test/upload-stub';
import { BookingPage } from './booking-page';
import { ClaimSection } from './components/claim-section';
import { aBooking, OWNER_ID, PRICE, someMoney } from './rental-fixtures';

const DEPOSIT = 50_000;
const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const ANSWER_PHOTO = '/uploads/fedcba9876543210fedcba9876543210.webp';

/** A returned rental of 3 days with a 500 SAR deposit. */
const returned = (): Booking =>
  aBooking({ status: 'completed', price: { ...PRICE, deposit: DEPOSIT, charged: PRICE.total + DEPOSIT } });

function aClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    bookingId: 'b1',
    reason: 'damage',
    amount: 20_000,
    description: 'The tent came back with a torn door panel.',
    photos: [PHOTO],
    status: 'open',
    createdAt: '2099-03-15T09:00:00.000Z',
    answerDueAt: '2099-03-18T09:00:00.000Z',
    answerText: null,
    answerPhotos: [],
    disputedAt: null,
    decideBy: null,
    kept: null,
    settledBy: null,
    decisionReason: null,
    settledAt: null,
    ...overrides,
  };
}

const claimed = (claim: Claim): BookingClaim => ({ claim, window: null });
const WINDOW: BookingClaim = {
  claim: null,
  window: { closesAt: '2099-03-15T21:00:00.000Z', deposit: DEPOSIT },
};

let api: ReturnType<typeof stubApi> | undefined;
let uploads: ReturnType<typeof stubUploads> | undefined;
beforeEach(() => {
  uploads = stubUploads({ url: PHOTO, thumbnailUrl: PHOTO, width: 800, height: 600 } as UploadedImage);
});
afterEach(() => {
  api?.restore();
  uploads?.restore();
});

/** The claim's routes: GET answers `state`, which a step's answer replaces, as the server would. */
function serveClaim(
  initial: BookingClaim,
  steps: Record<string, (request: StubRequest) => { status?: number; body?: unknown }> = {},
) {
  let state = initial;
  const step = (key: string) => (request: StubRequest) => {
    const answer = steps[key]?.(request) ?? { status: 404, body: { code: 'not_found' } };
    if ((answer.status ?? 200) < 300) state = answer.body as BookingClaim;
    return answer;
  };
  api = stubApi({
    'GET /api/bookings/b1/claim': () => ({ body: state }),
    'POST /api/bookings/b1/claim': step('claim'),
    'POST /api/bookings/b1/claim/answer': step('answer'),
    'GET /api/bookings/b1': { body: returned() },
    'GET /api/bookings/b1/money': { body: someMoney({ status: 'completed' }) },
  });
  return api;
}

const posts = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

async function section(side: 'owner' | 'renter', language: 'ar' | 'en', booking = returned()) {
  const rendered = await renderWithProviders(<ClaimSection booking={booking} side={side} />, { language });
  // The file input sits hidden behind the Add photos button; accept is checked by the form itself.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
}

/** A text as getByText compares it: its spaces (the amounts' no-break ones too) plain. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const photoFile = () => new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('ClaimSection, the owner', () => {
  it('sees until when and up to how much, and sends a claim typed in Arabic digits with a photo', async () => {
    serveClaim(WINDOW, { claim: () => ({ status: 201, body: claimed(aClaim()) }) });
    const { user } = await section('owner', 'ar');
    const window = await screen.findByTestId('claim-window');
    expect(window.querySelector('p')?.textContent).toBe(
      `يمكن المطالبة بما يصل إلى ${formatHalalas(DEPOSIT, 'ar')} من مبلغ التأمين، تعويضًا عن ضرر أو قطع ناقصة أو تأخر في الإرجاع أو تنظيف، حتى نهاية يوم الأحد، ١٥ مارس ٢٠٩٩ (٢٢ ذو الحجة ١٥٢٢ هـ).`,
    );

    await user.click(within(window).getByRole('button', { name: 'المطالبة من التأمين' }));
    const dialog = await screen.findByRole('dialog', { name: 'المطالبة من مبلغ التأمين' });
    expect(
      within(dialog).getByText(spaced(`بحدّ أقصى ${formatHalalas(DEPOSIT, 'ar')}، أي مبلغ التأمين كاملًا.`)),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /^ضرر/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /المبلغ بالريال/ }), '٢٠٠');
    await user.type(
      within(dialog).getByRole('textbox', { name: /ما الذي حدث/ }),
      '  The tent came back with a torn door panel. ',
    );
    await user.upload(fileInput(dialog), photoFile());
    expect(await within(dialog).findByRole('img', { name: 'الصورة ١ من ١' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'إرسال المطالبة' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((request) => [request.path, request.body])).toEqual([
      [
        '/api/bookings/b1/claim',
        {
          reason: 'damage',
          amount: 20_000,
          description: 'The tent came back with a torn door panel.',
          photos: [PHOTO],
        },
      ],
    ]);
    expect((await screen.findByTestId('claim-amount')).textContent).toBe(formatHalalas(20_000, 'ar'));
    expect(screen.getByTestId('claim-next').textContent).toBe(
      'بانتظار رد المستأجر حتى الأربعاء، ١٨ مارس ٢٠٩٩، ١٢:٠٠ م (٢٥ ذو الحجة ١٥٢٢ هـ)، وإن لم يصل رد تُعدّ المطالبة مقبولة.',
    );
  });

  it('refuses more than the deposit before sending, and shows the server’s field error on its field', async () => {
    serveClaim(WINDOW, {
      claim: () => ({
        status: 400,
        body: { code: 'validation_failed', errors: [{ path: 'description', code: 'claim_text_too_short' }] },
      }),
    });
    const { user } = await section('owner', 'en');
    await user.click(await screen.findByRole('button', { name: 'Claim from the deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim from the deposit' });
    await user.click(within(dialog).getByRole('radio', { name: /^Cleaning/ }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount in riyals/ });
    await user.type(amount, '600');
    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'Mud all over the groundsheet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    expect(
      within(dialog).getByText('A claim can ask for no more than the deposit: SAR 500.00 for this booking.'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '50.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    const words = within(dialog).getByRole('textbox', { name: /What happened/ });
    await waitFor(() => expect(words.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(posts().map((request) => request.body)).toEqual([
      { reason: 'cleaning', amount: 5_050, description: 'Mud all over the groundsheet.', photos: [] },
    ]);
  });

  it('says in the dialog why a claim was refused as a whole', async () => {
    serveClaim(WINDOW, { claim: () => ({ status: 409, body: { code: 'claim_window_closed' } }) });
    const { user } = await section('owner', 'en');
    await user.click(await screen.findByRole('button', { name: 'Claim from the deposit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /^Missing parts/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount in riyals/ }), '80');
    await user.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'Two tent poles did not come back.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the claim' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The claim was not sent');
    expect(alert.textContent).toContain(
      'The claim window for this rental has closed, so no claim can be made now.',
    );
  });

  it('sees an open claim waiting for the renter, without the renter’s buttons', async () => {
    serveClaim(claimed(aClaim()));
    await section('owner', 'en');
    expect((await screen.findByTestId('claim-next')).textContent).toBe(
      'Waiting for the renter’s answer until Wed, Mar 18, 2099, 12:00 PM; with no answer, the claim counts as accepted.',
    );
    const words = screen.getByTestId('claim-words');
    expect(within(words).getByText('The tent came back with a torn door panel.')).toBeTruthy();
    expect(within(words).getByRole('link', { name: 'Claim photo 1 of 1' }).getAttribute('href')).toBe(PHOTO);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('ClaimSection, the renter', () => {
  it('accepts after a confirmation naming what goes to the owner and what comes back', async () => {
    serveClaim(claimed(aClaim()), {
      answer: () => ({
        body: claimed(
          aClaim({
            status: 'settled',
            kept: 20_000,
            settledBy: 'renter',
            settledAt: '2099-03-16T10:00:00.000Z',
          }),
        ),
      }),
    });
    const { user } = await section('renter', 'en');
    expect((await screen.findByTestId('claim-next')).textContent).toBe(
      'Answer by Wed, Mar 18, 2099, 12:00 PM; with no answer by then the claim counts as accepted.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the claim?' });
    expect(within(dialog).getByTestId('accept-claim-terms').textContent).toBe(
      `${formatHalalas(20_000, 'en')} of your deposit goes to the owner and ${formatHalalas(30_000, 'en')} comes back to you.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept the claim' }));

    const outcome = await screen.findByTestId('claim-outcome');
    expect(outcome.textContent).toContain(
      `${formatHalalas(20_000, 'en')} of the deposit went to the owner; ${formatHalalas(30_000, 'en')} came back to the renter.`,
    );
    expect(outcome.textContent).toContain('The renter accepted the claim on Mon, Mar 16, 2099, 1:00 PM.');
    expect(posts().map((request) => request.body)).toEqual([{ answer: 'accept' }]);
  });

  it('disputes with words of at least ten characters and a photo', async () => {
    const text = 'كان التمزق موجودًا عند الاستلام، وهذه صورة التُقطت حينها.';
    serveClaim(claimed(aClaim()), {
      answer: () => ({
        body: claimed(
          aClaim({
            status: 'disputed',
            answerText: text,
            answerPhotos: [ANSWER_PHOTO],
            disputedAt: '2099-03-16T09:00:00.000Z',
            decideBy: '2099-03-19T09:00:00.000Z',
          }),
        ),
      }),
    });
    const { user } = await section('renter', 'ar');
    await user.click(await screen.findByRole('button', { name: 'اعتراض' }));
    const dialog = await screen.findByRole('dialog', { name: 'الاعتراض على المطالبة' });
    const words = within(dialog).getByRole('textbox', { name: /ردك على المطالبة/ });
    await user.type(words, 'قديم');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاعتراض' }));
    expect(within(dialog).getByText('١٠ أحرف على الأقل.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.clear(words);
    await user.type(words, text);
    await user.upload(fileInput(dialog), photoFile());
    await within(dialog).findByRole('img', { name: 'الصورة ١ من ١' });
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاعتراض' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((request) => request.body)).toEqual([{ answer: 'dispute', text, photos: [PHOTO] }]);
    expect((await screen.findByTestId('claim-next')).textContent).toBe(
      'سيقرر فريق أجّر فيها بحلول الخميس، ١٩ مارس ٢٠٩٩، ١٢:٠٠ م (٢٦ ذو الحجة ١٥٢٢ هـ)، ويُبلَّغ الطرفان بالقرار.',
    );
  });
});

describe('ClaimSection, a claim answered', () => {
  it('shows a disputed claim’s two sides, each with its photos, and when Ajjir’s team decides', async () => {
    serveClaim(
      claimed(
        aClaim({
          status: 'disputed',
          answerText: 'The panel was already torn at pickup; see my photo.',
          answerPhotos: [ANSWER_PHOTO],
          disputedAt: '2099-03-16T09:00:00.000Z',
          decideBy: '2099-03-19T09:00:00.000Z',
        }),
      ),
    );
    await section('owner', 'en');
    const answer = await screen.findByTestId('claim-answer-words');
    expect(within(answer).getByText('The panel was already torn at pickup; see my photo.')).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'Answer photo 1 of 1' }).getAttribute('href')).toBe(
      ANSWER_PHOTO,
    );
    expect(within(screen.getByTestId('claim-words')).getByRole('link').getAttribute('href')).toBe(PHOTO);
    expect(screen.getByTestId('claim-next').textContent).toBe(
      'Ajjir’s team will decide by Thu, Mar 19, 2099, 12:00 PM and tell you both.',
    );
  });

  it('shows a decision by Ajjir’s team, its reason as the administrator wrote it', async () => {
    serveClaim(
      claimed(
        aClaim({
          status: 'settled',
          answerText: 'كان التمزق موجودًا عند الاستلام.',
          disputedAt: '2099-03-16T09:00:00.000Z',
          decideBy: '2099-03-19T09:00:00.000Z',
          kept: 10_000,
          settledBy: 'admin',
          decisionReason: 'الصورتان تُظهران تلفًا قديمًا <b>وجديدًا</b>؛ النصف عادل.',
          settledAt: '2099-03-17T12:00:00.000Z',
        }),
      ),
    );
    await section('renter', 'ar');
    const outcome = await screen.findByTestId('claim-outcome');
    expect(outcome.textContent).toContain(
      `ذهب ${formatHalalas(10_000, 'ar')} من مبلغ التأمين إلى المالك، ورُدّ ${formatHalalas(40_000, 'ar')} إلى المستأجر.`,
    );
    expect(outcome.textContent).toContain(
      'حسم فريق أجّر المطالبة يوم الثلاثاء، ١٧ مارس ٢٠٩٩، ٣:٠٠ م، وهذا سبب القرار:',
    );
    const reason = within(outcome).getByTestId('claim-decision-reason');
    expect(reason.textContent).toBe('الصورتان تُظهران تلفًا قديمًا <b>وجديدًا</b>؛ النصف عادل.');
    expect(reason.querySelector('b')).toBeNull();
    expect(
      within(screen.getByTestId('claim-answer-words')).getByText('كان التمزق موجودًا عند الاستلام.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'قبول' })).toBeNull();
  });

  it('says a claim nobody answered counted as accepted', async () => {
    serveClaim(
      claimed(
        aClaim({
          status: 'settled',
          kept: 20_000,
          settledBy: 'silence',
          settledAt: '2099-03-18T09:00:05.000Z',
        }),
      ),
    );
    await section('owner', 'en');
    expect((await screen.findByTestId('claim-outcome')).textContent).toContain(
      'No answer came by Wed, Mar 18, 2099, 12:00 PM, so the claim counted as accepted.',
    );
  });
});

describe('ClaimSection, where it shows', () => {
  it('asks nothing for a returned rental without a deposit, and shows nothing with no claim nor window', async () => {
    serveClaim({ claim: null, window: null });
    const first = await section('owner', 'en', aBooking({ status: 'completed' }));
    expect(first.container.textContent).toBe('');
    expect(api?.requests).toEqual([]);
    first.unmount();

    await section('renter', 'en');
    // Loading, then nothing: the renter has no window, and no claim was made.
    expect(await screen.findByTestId('claim')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('claim')).toBeNull());
    expect(api?.requests.map((request) => request.path)).toEqual(['/api/bookings/b1/claim']);
  });

  it('offers a retry when the claim cannot load', async () => {
    serveClaim(WINDOW);
    api?.on('GET /api/bookings/b1/claim', { status: 500, body: { code: 'internal' } });
    const { user } = await section('owner', 'en');
    expect(await screen.findByText('We could not load the claim.')).toBeTruthy();
    api?.on('GET /api/bookings/b1/claim', { body: WINDOW });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('claim-window')).toBeTruthy();
  });

  it('comes after the money on the booking’s page', async () => {
    serveClaim(WINDOW);
    api?.on('GET /api/auth/me', { body: { user: { id: OWNER_ID, firstName: 'Omar', lastName: 'Saleh' } } });
    await renderWithProviders(
      <Routes>
        <Route path="/bookings/:id" element={<BookingPage />} />
      </Routes>,
      { language: 'en', route: '/bookings/b1' },
    );
    const claim = await screen.findByTestId('claim');
    const money = screen.getByTestId('money');
    expect(money.compareDocumentPosition(claim) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(claim).getByRole('heading', { name: 'Claim against the deposit' })).toBeTruthy();
  });
});
