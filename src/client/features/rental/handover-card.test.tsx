import type { Booking, HandoverRecords, UploadedImage } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { thumbnailOf } from '@shared/images';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { stubUploads } from '../../test/upload-stub';
import { BookingPage } from './booking-page';
import { HandoverCard } from './components/handover-card';
import { NextStepCard } from './components/next-step-card';
import { aBooking, OWNER_ID, PRICE, someMoney } from './rental-fixtures';

const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const HANDED_AT = '2099-03-10T07:30:00.000Z';
const RETURNED_AT = '2099-03-12T15:00:00.000Z';

type Stage = HandoverRecords['stages'][number];
type Confirmation = NonNullable<Stage['confirmation']>;

const confirmation = (overrides: Partial<Confirmation> = {}): Confirmation => ({
  by: 'owner',
  at: HANDED_AT,
  early: false,
  answerDueAt: '2099-03-11T07:30:00.000Z',
  answer: null,
  answeredAt: null,
  silent: false,
  objection: null,
  ...overrides,
});

const ownerRecord: Stage['reports'][number] = {
  id: 'r1',
  role: 'owner',
  authorName: 'Omar Saleh',
  note: 'A small scratch on the side cover; all pegs are there.',
  photos: [PHOTO],
  createdAt: '2099-03-10T07:20:00.000Z',
};

function records(
  overrides: Partial<HandoverRecords> = {},
  stages: Partial<Record<Stage['stage'], Partial<Stage>>> = {},
) {
  return {
    stages: [
      { stage: 'handover', confirmation: null, reports: [], ...stages.handover },
      { stage: 'return', confirmation: null, reports: [], ...stages.return },
    ],
    mayReport: [],
    mayAnswer: null,
    handoverPhotoRequired: false,
    ...overrides,
  } satisfies HandoverRecords;
}

let api: ReturnType<typeof stubApi> | undefined;
let uploads: ReturnType<typeof stubUploads> | undefined;
beforeEach(() => {
  uploads = stubUploads({ url: PHOTO, thumbnailUrl: PHOTO, width: 800, height: 600 } as UploadedImage);
});
afterEach(() => {
  api?.restore();
  uploads?.restore();
});

/** The records' routes: GET answers `state`, which a step's answer replaces, as the server would. */
function serveRecords(
  initial: HandoverRecords | { status: number; body: unknown },
  steps: Record<string, (request: StubRequest) => { status?: number; body?: unknown }> = {},
  booking: Booking = aBooking({ status: 'active' }),
) {
  let state = initial;
  const step = (key: string) => (request: StubRequest) => {
    const answer = steps[key]?.(request) ?? { status: 404, body: { code: 'not_found' } };
    if ((answer.status ?? 200) < 300) state = answer.body as HandoverRecords;
    return answer;
  };
  api = stubApi({
    'GET /api/bookings/b1/handover': () => ('stages' in state ? { body: state } : state),
    'POST /api/bookings/b1/handover/reports': step('reports'),
    'POST /api/bookings/b1/handover/answer': step('answer'),
    'POST /api/bookings/b1/start': () => steps.start?.({ method: 'POST', path: '', body: null }) ?? {},
    'GET /api/bookings/b1': { body: booking },
    'GET /api/bookings/b1/money': { body: someMoney({ status: booking.status }) },
  });
  return api;
}

const posts = () =>
  api?.requests
    .filter((request) => request.method === 'POST')
    .map((request) => [request.path, request.body]) ?? [];

async function card(language: 'ar' | 'en', booking = aBooking({ status: 'active' })) {
  const rendered = await renderWithProviders(<HandoverCard booking={booking} />, { language });
  // The file input sits hidden behind the Add photos button; accept is checked by the form itself.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
}

const stage = (name: 'handover' | 'return') => screen.findByTestId(`stage-${name}`);
const photoFile = () => new File([new Uint8Array(2048)], 'tent.jpg', { type: 'image/jpeg' });
const fileInput = (within: HTMLElement) => {
  const input = within.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('HandoverCard, the records', () => {
  it('shows both stages side by side: the hand-over acknowledged with its record, the return not yet', async () => {
    serveRecords(
      records(
        {},
        {
          handover: {
            confirmation: confirmation({ answer: 'acknowledged', answeredAt: '2099-03-10T09:00:00.000Z' }),
            reports: [ownerRecord],
          },
        },
      ),
    );
    await card('en');
    const handover = await stage('handover');
    const stages = handover.parentElement;
    expect(stages?.className).toContain('md:grid-cols-2');
    expect(within(handover).getByRole('heading', { name: 'Hand-over' })).toBeTruthy();
    expect(within(handover).getByTestId('handover-confirmation').textContent).toBe(
      'Handed over by the owner on Tue, Mar 10, 2099, 10:30 AM.',
    );
    expect(within(handover).getByTestId('handover-answer').textContent).toBe(
      'Acknowledged by the renter on Tue, Mar 10, 2099, 12:00 PM.',
    );
    const record = within(handover).getByTestId('condition-report');
    expect(record.textContent).toContain('Owner · Omar Saleh');
    expect(record.textContent).toContain('Tue, Mar 10, 2099, 10:20 AM');
    expect(
      within(record)
        .getByText(ownerRecord.note ?? '')
        .getAttribute('dir'),
    ).toBe('auto');
    const link = within(record).getByRole('link', { name: 'Record photo 1 of 1' });
    expect(link.getAttribute('href')).toBe(PHOTO);
    expect(within(link).getByRole('img').getAttribute('src')).toBe(thumbnailOf(PHOTO));

    const back = await stage('return');
    expect(within(back).getByTestId('return-confirmation').textContent).toBe('Not returned yet.');
    expect(within(back).getByText('No notes or photos yet.')).toBeTruthy();
    // Nothing may be added or answered: no buttons.
    expect(within(screen.getByTestId('handover')).queryByRole('button')).toBeNull();
  });

  it('shows an objection as the words written, never as markup, beside an early return', async () => {
    serveRecords(
      records(
        {},
        {
          handover: { confirmation: confirmation({ answer: 'acknowledged', answeredAt: HANDED_AT }) },
          return: {
            confirmation: confirmation({
              by: 'renter',
              at: RETURNED_AT,
              early: true,
              answerDueAt: '2099-03-13T15:00:00.000Z',
              answer: 'objected',
              answeredAt: '2099-03-12T18:00:00.000Z',
              objection: 'Two pegs are <b>missing</b>\nand the bag is torn.',
            }),
          },
        },
      ),
      {},
      aBooking({ status: 'completed' }),
    );
    await card('en', aBooking({ status: 'completed' }));
    const back = await stage('return');
    expect(within(back).getByTestId('return-confirmation').textContent).toBe(
      'Returned by the renter on Thu, Mar 12, 2099, 6:00 PM.Returned early',
    );
    expect(within(back).getByTestId('return-answer').textContent).toContain(
      'The owner objects (on Thu, Mar 12, 2099, 9:00 PM):',
    );
    const words = within(back).getByTestId('objection');
    expect(words.textContent).toBe('Two pegs are <b>missing</b>\nand the bag is torn.');
    expect(words.querySelector('b')).toBeNull();
    expect(words.getAttribute('dir')).toBe('auto');
  });

  it('shows silence as acknowledgement in Arabic, with the deadline’s Hijri day', async () => {
    serveRecords(
      records({}, { handover: { confirmation: confirmation({ answer: 'acknowledged', silent: true }) } }),
    );
    await card('ar');
    const handover = await stage('handover');
    expect(within(handover).getByTestId('handover-confirmation').textContent).toBe(
      'سلّم المالك الغرض يوم الثلاثاء، ١٠ مارس ٢٠٩٩، ١٠:٣٠ ص.',
    );
    expect(within(handover).getByTestId('handover-answer').textContent).toBe(
      'عُدّ ذلك مؤكَّدًا، إذ لم يصل رد حتى الأربعاء، ١١ مارس ٢٠٩٩، ١٠:٣٠ ص (١٨ ذو الحجة ١٥٢٢ هـ).',
    );
  });

  it('tells the owner until when the renter may answer, and that silence acknowledges', async () => {
    serveRecords(records({}, { handover: { confirmation: confirmation() } }));
    await card('en');
    expect((await stage('handover')).querySelector('[data-testid="handover-answer"]')?.textContent).toBe(
      'Waiting for the renter until Wed, Mar 11, 2099, 10:30 AM; with no answer, it counts as acknowledged.',
    );
  });

  it('shows a skeleton while loading, then an error with a retry that loads the records', async () => {
    serveRecords({ status: 500, body: { code: 'internal' } });
    const { user } = await card('en');
    expect(screen.getByRole('status', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    const error = await within(screen.getByTestId('handover')).findByRole('alert');
    expect(error.textContent).toContain('We could not load the hand-over and return records.');
    api?.on('GET /api/bookings/b1/handover', { body: records() });
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await stage('handover')).toBeTruthy();
  });

  it('is not shown before the booking is confirmed, and asks nothing', async () => {
    serveRecords(records());
    await card('en', aBooking({ status: 'pending' }));
    expect(screen.queryByTestId('handover')).toBeNull();
    expect(api?.requests).toEqual([]);
  });
});

describe('HandoverCard, adding and answering', () => {
  it('adds a note and a photo to the hand-over record, refusing an empty one first', async () => {
    const added = { ...ownerRecord, id: 'r2', note: 'Clean and dry, with all poles.' };
    serveRecords(records({ mayReport: ['handover'] }), {
      reports: () => ({
        status: 201,
        body: records({ mayReport: ['handover'] }, { handover: { reports: [added] } }),
      }),
    });
    const { user } = await card('en', aBooking({ status: 'confirmed' }));
    const handover = await stage('handover');
    expect(within(await stage('return')).queryByRole('button', { name: 'Add a note or photos' })).toBeNull();
    await user.click(within(handover).getByRole('button', { name: 'Add a note or photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'The item’s condition at hand-over' });

    await user.click(within(dialog).getByRole('button', { name: 'Add to the record' }));
    expect(within(dialog).getByText('Add a note or a photo.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /A note on the item/ }), `  ${added.note} `);
    expect(within(dialog).getByTestId('text-count').textContent).toBe('33 / 500');
    await user.upload(fileInput(dialog), photoFile());
    expect(await within(dialog).findByRole('img', { name: 'Photo 1 of 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add to the record' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([
      ['/api/bookings/b1/handover/reports', { stage: 'handover', note: added.note, photos: [PHOTO] }],
    ]);
    expect(await within(handover).findByText(added.note)).toBeTruthy();
  });

  it('lets the renter acknowledge the hand-over', async () => {
    const open = { handover: { confirmation: confirmation() } };
    serveRecords(records({ mayAnswer: 'handover' }, open), {
      answer: () => ({
        body: records(
          {},
          { handover: { confirmation: confirmation({ answer: 'acknowledged', answeredAt: HANDED_AT }) } },
        ),
      }),
    });
    const { user } = await card('en');
    const handover = await stage('handover');
    expect(within(handover).getByTestId('handover-answer').textContent).toBe(
      'You can acknowledge or object until Wed, Mar 11, 2099, 10:30 AM; with no answer, it counts as acknowledged.',
    );
    await user.click(within(handover).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(within(handover).getByTestId('handover-answer').textContent).toBe(
        'Acknowledged by the renter on Tue, Mar 10, 2099, 10:30 AM.',
      ),
    );
    expect(posts()).toEqual([
      ['/api/bookings/b1/handover/answer', { stage: 'handover', answer: 'acknowledge' }],
    ]);
    expect(within(handover).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('lets the owner object to the renter’s return in Arabic, with ten characters at least', async () => {
    const returned = { confirmation: confirmation({ by: 'renter', at: RETURNED_AT, early: true }) };
    const text = 'رجعت الخيمة ناقصة وتدين وغطاؤها ممزق.';
    serveRecords(records({ mayAnswer: 'return' }, { return: returned }), {
      answer: () => ({
        body: records(
          {},
          { return: { confirmation: { ...returned.confirmation, answer: 'objected', objection: text } } },
        ),
      }),
    });
    const { user } = await card('ar');
    const back = await stage('return');
    await user.click(within(back).getByRole('button', { name: 'اعتراض' }));
    const dialog = await screen.findByRole('dialog', { name: 'الاعتراض على الإرجاع' });
    const box = within(dialog).getByRole('textbox', { name: /سبب الاعتراض/ });
    await user.type(box, 'ناقصة');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاعتراض' }));
    expect(within(dialog).getByText('١٠ أحرف على الأقل.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.clear(box);
    await user.type(box, text);
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الاعتراض' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([
      ['/api/bookings/b1/handover/answer', { stage: 'return', answer: 'object', text }],
    ]);
    expect((await within(back).findByTestId('objection')).textContent).toBe(text);
  });
});

describe('the hand-over dialog with the page’s record step', () => {
  const deposit = () => {
    const today = todayInRiyadh();
    return aBooking({
      status: 'confirmed',
      startDate: today,
      endDate: addDays(today, 3),
      price: { ...PRICE, deposit: 50_000, charged: PRICE.total + 50_000 },
    });
  };

  it('adds the photo to the hand-over record first, then hands over', async () => {
    const booking = deposit();
    serveRecords(
      records({ mayReport: ['handover'], handoverPhotoRequired: true }),
      {
        reports: () => ({
          status: 201,
          body: records({ mayReport: ['handover'] }, { handover: { reports: [ownerRecord] } }),
        }),
        start: () => ({ body: { ...booking, status: 'active' } }),
      },
      booking,
    );
    const { user } = await renderWithProviders(<NextStepCard booking={booking} side="owner" />, {
      language: 'en',
    });
    const typist = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand the item over?' });
    // Required here: no "optional" beside the photos.
    const photos = await within(dialog).findByRole('group', { name: 'Photos of the item' });
    await typist.upload(fileInput(dialog), photoFile());
    expect(await within(photos).findByRole('img', { name: 'Photo 1 of 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([
      ['/api/bookings/b1/handover/reports', { stage: 'handover', note: '', photos: [PHOTO] }],
      ['/api/bookings/b1/start', undefined],
    ]);
  });

  it('shows the server’s refusal for want of a photo in the dialog, in Arabic', async () => {
    const booking = deposit();
    serveRecords(
      records({ mayReport: ['handover'], handoverPhotoRequired: true }),
      { start: () => ({ status: 409, body: { code: 'handover_photo_required' } }) },
      booking,
    );
    const { user } = await renderWithProviders(<NextStepCard booking={booking} side="owner" />);
    await user.click(screen.getByRole('button', { name: 'تم التسليم' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد تسليم الغرض؟' });
    await within(dialog).findByRole('group', { name: 'صور الغرض' });
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد التسليم' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'لهذا الإيجار مبلغ تأمين، فيلزم إضافة صورة واحدة على الأقل للغرض قبل تسليمه.',
    );
    expect(posts()).toEqual([['/api/bookings/b1/start', undefined]]);
  });
});

describe('BookingPage', () => {
  it('shows the records after the dates', async () => {
    serveRecords(records());
    api?.on('GET /api/auth/me', { body: { user: { id: OWNER_ID, firstName: 'Omar', lastName: 'Saleh' } } });
    await renderWithProviders(
      <Routes>
        <Route path="/bookings/:id" element={<BookingPage />} />
      </Routes>,
      { language: 'en', route: '/bookings/b1' },
    );
    const handover = await screen.findByTestId('handover');
    expect(screen.getByTestId('rental-dates').nextElementSibling).toBe(handover);
  });
});
