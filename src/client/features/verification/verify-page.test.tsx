import { nationalIdWithCheckDigit } from '@shared/national-id';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { NAFATH_POLL_MS } from './api/verification';
import { keepSignUpConfirmToken } from './sign-up-link';
import { addVerificationProblemStrings, nafathFixture, stateFixture } from './verification-fixtures';
import { VerifyPage } from './verify-page';

let api: ReturnType<typeof stubApi> | undefined;
beforeAll(addVerificationProblemStrings);
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
  sessionStorage.clear();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}, user = userFixture({ phone: '+966501234567' })) {
  api = stubApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/verification': { body: stateFixture() },
    ...routes,
  });
  return api;
}

const render = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(<VerifyPage />, { route: '/verify', language });
const section = (testId: string) => screen.findByTestId(testId);
const posts = (path: string) => api?.requests.filter((r) => r.method === 'POST' && r.path === path) ?? [];

describe('the Verification page', () => {
  it('shows a skeleton while the checks load, then each section with where it stands', async () => {
    let answer: (() => void) | undefined;
    stub({ 'GET /api/verification': { body: stateFixture() } });
    const fetchStub = vi.mocked(fetch);
    const real = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input) === '/api/verification') await new Promise<void>((resolve) => (answer = resolve));
      return real(input, init);
    });
    await render('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'التوثيق' })).toBeTruthy();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('جارٍ التحميل…')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    const email = await section('verify-email');
    expect(within(email).getByRole('heading', { name: 'البريد الإلكتروني' })).toBeTruthy();
    expect(within(email).getByText('غير موثّق بعد')).toBeTruthy();
    expect(screen.getByTestId('verify-phone')).toBeTruthy();
    expect(screen.getByTestId('verify-identity')).toBeTruthy();
    // An individual's account has no business to verify.
    expect(screen.queryByTestId('verify-business')).toBeNull();
  });

  it('says when the checks cannot load, and tries again', async () => {
    stub({ 'GET /api/verification': { status: 503, body: { code: 'unavailable' } } });
    const { user } = await render();
    expect(await screen.findByText('Your verification could not be loaded.')).toBeTruthy();
    api?.on('GET /api/verification', { body: stateFixture() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('verify-email')).toBeTruthy();
  });

  it('shows what is verified with its date, Gregorian and Hijri', async () => {
    stub({
      'GET /api/verification': {
        body: stateFixture({
          email: { address: 'sara@example.com', confirmedAt: '2026-12-06T09:00:00.000Z' },
          phone: { number: '+966501234567', verifiedAt: '2026-12-06T09:00:00.000Z', pendingCode: null },
          identity: {
            verifiedAt: '2026-12-06T09:00:00.000Z',
            name: 'سارة علي',
            nameEn: 'Sara Ali',
            document: 'citizen',
            request: null,
          },
        }),
      },
    });
    await render();
    const email = await section('verify-email');
    expect(within(email).getByText('Confirmed on December 6, 2026 (Jumada II 26, 1448 AH)')).toBeTruthy();
    // An address is confirmed, as the section says, not "verified".
    expect(within(email).getByText('Confirmed')).toBeTruthy();
    expect(within(email).queryByText('Verified')).toBeNull();
    const phone = screen.getByTestId('verify-phone');
    expect(within(phone).getByText('0501234567').getAttribute('dir')).toBe('ltr');
    expect(within(phone).getByText('Verified')).toBeTruthy();
    const identity = screen.getByTestId('verify-identity');
    // Nafath's English name on the English page.
    expect(within(identity).getByText(/Name in Nafath: .Sara Ali./)).toBeTruthy();
    expect(within(identity).queryByText(/سارة علي/)).toBeNull();
    expect(within(identity).getByText(/National ID/)).toBeTruthy();
  });
});

describe('the e-mail section', () => {
  it('sends the link again and, on a demo server, shows it on screen', async () => {
    stub({ 'POST /api/auth/email/confirmation': { body: { message: 'shown', confirmToken: 'tok-2' } } });
    const { user } = await render();
    const email = await section('verify-email');
    expect(
      within(email).getByText(
        /^Not confirmed yet: opening the link sent to \u2068sara@example\.com\u2069 confirms it\.$/,
      ),
    ).toBeTruthy();
    await user.click(within(email).getByRole('button', { name: 'Send the link again' }));
    const link = await within(email).findByRole('link', { name: 'Open the confirmation link' });
    expect(link.getAttribute('href')).toBe('/confirm-email?token=tok-2');
    expect(posts('/api/auth/email/confirmation')).toHaveLength(1);
  });

  it('says a link is on its way where e-mail is set up', async () => {
    stub({ 'POST /api/auth/email/confirmation': { body: { message: 'sent' } } });
    const { user } = await render('ar');
    const email = await section('verify-email');
    // The address is not last: the full stop would sit against its first letter, read right to left.
    expect(
      within(email).getByText(
        'لم يُؤكَّد بعد: يكفي فتح الرابط المرسَل إلى \u2068sara@example.com\u2069 لتأكيده.',
      ),
    ).toBeTruthy();
    await user.click(within(email).getByRole('button', { name: 'إرسال الرابط مرة أخرى' }));
    expect(await within(email).findByText('أُرسل رابط جديد')).toBeTruthy();
    // No comma against the address: read right to left, it would sit beside its first letter.
    expect(
      within(email).getByText(
        'الرابط في طريقه إلى \u2068sara@example.com\u2069 ويعمل مرة واحدة خلال ٤٨ ساعة.',
      ),
    ).toBeTruthy();
  });

  it('shows the link a new account was given at sign-up, once', async () => {
    keepSignUpConfirmToken('tok-1');
    stub();
    await render();
    const email = await section('verify-email');
    expect(within(email).getByRole('link', { name: 'Open the confirmation link' }).getAttribute('href')).toBe(
      '/confirm-email?token=tok-1',
    );
    await waitFor(() => expect(sessionStorage.getItem('ajjir.signUpConfirmToken')).toBeNull());
  });
});

describe('the phone section', () => {
  const pending = (triesLeft: number) => ({
    sentAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    resendAt: new Date(Date.now() + 60_000).toISOString(),
    triesLeft,
  });

  it('sends a code, shows it in a demo, and verifies the number with digits typed in Arabic', async () => {
    const verified = stateFixture({
      phone: { number: '+966501234567', verifiedAt: '2026-12-06T09:00:00.000Z', pendingCode: null },
      badges: { identity: null, phone: '2026-12-06T09:00:00.000Z', business: null },
    });
    // The checks as the server holds them, step by step.
    let now = stateFixture();
    const code = pending(5);
    stub({
      'GET /api/verification': () => ({ body: now }),
      'POST /api/verification/phone/code': () => {
        now = stateFixture({
          phone: { number: '+966501234567', verifiedAt: null, pendingCode: code },
          sandboxPages: { nafathApp: null, smsInbox: '/sandbox/sms/inbox' },
        });
        return { body: { sentTo: '+966501234567', code: '123456', ...code } };
      },
      'POST /api/verification/phone/confirm': ({ body }) => {
        if ((body as { code: string }).code === '123456') {
          now = verified;
          return { body: verified };
        }
        now = stateFixture({
          phone: { number: '+966501234567', verifiedAt: null, pendingCode: { ...code, triesLeft: 4 } },
        });
        return { status: 422, body: { code: 'phone_code_wrong' } };
      },
    });
    const { user } = await render();
    const phone = await section('verify-phone');
    expect(within(phone).getByText(/Number: .0501234567./)).toBeTruthy();
    await user.click(within(phone).getByRole('button', { name: 'Send the code' }));

    const field = await within(phone).findByLabelText(/Verification code/);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(phone).getByText('Demo: the code is ⁨123456⁩')).toBeTruthy();
    const inbox = await within(phone).findByRole('link', { name: /Open the demo text inbox/ });
    expect(inbox.getAttribute('target')).toBe('_blank');
    // A wait in words, not a clock that reads as a time of day.
    expect(within(phone).getByTestId('resend-in').textContent).toMatch(
      /^A new code can be sent in (a minute|\d\d seconds)$/,
    );
    expect(within(phone).getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(
      true,
    );
    const hintOf = () =>
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(hintOf()).toMatch(/^The 6-digit code in the text message, valid until .+\. 5 tries left\.$/);

    // A wrong code: said on the field, and the tries left fetched again.
    await user.type(field, '111111');
    await user.click(within(phone).getByRole('button', { name: 'Confirm the code' }));
    expect(await within(phone).findByText('That code is not right.')).toBeTruthy();
    await waitFor(() => expect(hintOf()).toMatch(/4 tries left\.$/));
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, '١٢٣٤٥٦');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(within(phone).getByRole('button', { name: 'Confirm the code' }));
    expect(await within(phone).findByText(/^Verified on December 6, 2026/)).toBeTruthy();
    expect(posts('/api/verification/phone/confirm').map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
    expect(await screen.findByText('Your mobile number is verified')).toBeTruthy();
  });

  it('refuses a code that is not six digits before asking the server', async () => {
    stub({
      'GET /api/verification': {
        body: stateFixture({ phone: { number: '+966501234567', verifiedAt: null, pendingCode: pending(5) } }),
      },
    });
    const { user } = await render('ar');
    const phone = await section('verify-phone');
    // The number is not last: a full stop would sit against its first digit, read right to left.
    expect(within(phone).getByText('أُرسل الرمز إلى \u20680501234567\u2069 في رسالة نصية.')).toBeTruthy();
    await user.type(within(phone).getByLabelText(/رمز التحقق/), '١٢٣');
    await user.click(within(phone).getByRole('button', { name: 'تأكيد الرمز' }));
    expect(await within(phone).findByText('الرمز ٦ أرقام كما في الرسالة النصية.')).toBeTruthy();
    expect(
      within(phone).getByText(/^الرمز من ستة أرقام في الرسالة النصية، وهو صالح حتى .+\. بقيت ٥ محاولات\.$/),
    ).toBeTruthy();
    expect(within(phone).getByTestId('resend-in').textContent).toMatch(
      /^يمكن طلب رمز جديد بعد (دقيقة|[٠-٩]{2} ثانية)$/,
    );
    expect(posts('/api/verification/phone/confirm')).toHaveLength(0);
  });

  it('asks for a new code when the one typed has expired', async () => {
    stub({
      'GET /api/verification': {
        body: stateFixture({ phone: { number: '+966501234567', verifiedAt: null, pendingCode: pending(2) } }),
      },
      'POST /api/verification/phone/confirm': { status: 409, body: { code: 'phone_code_expired' } },
    });
    const { user } = await render();
    const phone = await section('verify-phone');
    await user.type(within(phone).getByLabelText(/Verification code/), '123456');
    api?.on('GET /api/verification', { body: stateFixture() });
    await user.click(within(phone).getByRole('button', { name: 'Confirm the code' }));
    expect(
      await within(phone).findByText('This code has expired or has no tries left; ask for a new one.'),
    ).toBeTruthy();
    expect(within(phone).getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(within(phone).queryByLabelText(/Verification code/)).toBeNull();
  });

  it('leads to the profile when it has no number', async () => {
    stub({
      'GET /api/verification': {
        body: stateFixture({ phone: { number: null, verifiedAt: null, pendingCode: null } }),
      },
    });
    await render();
    const phone = await section('verify-phone');
    expect(
      within(phone).getByRole('link', { name: 'Add a number on your profile' }).getAttribute('href'),
    ).toBe('/profile');
    expect(within(phone).queryByRole('button', { name: 'Send the code' })).toBeNull();
  });
});

describe('the identity section (Nafath)', () => {
  const NATIONAL_ID = nationalIdWithCheckDigit('100000000');
  const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

  it('asks Nafath, shows the number to choose and the time left, and follows it until it is verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'waiting' | 'completed' = 'waiting';
    const request = nafathFixture();
    stub({
      'GET /api/verification': {
        body: stateFixture({ sandboxPages: { nafathApp: '/sandbox/nafath/app', smsInbox: null } }),
      },
      'POST /api/verification/identity': { status: 201, body: request },
      'GET /api/verification/identity/nr1': () => ({ body: { ...request, status } }),
    });
    const { user } = await renderWithProviders(<VerifyPage />, { route: '/verify', language: 'ar' });
    const identity = await section('verify-identity');
    const field = within(identity).getByLabelText(/رقم الهوية الوطنية أو الإقامة/);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, arabicDigits(NATIONAL_ID));
    await user.click(within(identity).getByRole('button', { name: 'المتابعة إلى نفاذ' }));

    expect(
      await within(identity).findByRole('heading', { name: 'الرقم المطلوب اختياره في تطبيق نفاذ' }),
    ).toBeTruthy();
    expect(posts('/api/verification/identity').map((r) => r.body)).toEqual([{ nationalId: NATIONAL_ID }]);
    const number = within(identity).getByTestId('nafath-number');
    expect(number.textContent).toBe('٤٧');
    // Not a paragraph (its big bold text would pass for a heading): a value named by its heading.
    expect(number.tagName).toBe('OUTPUT');
    expect(within(identity).getByRole('status', { name: 'الرقم المطلوب اختياره في تطبيق نفاذ' })).toBe(
      number,
    );
    expect(within(identity).getByRole('timer').textContent).toMatch(/^٠[٢٣]:[٠-٥][٠-٩]$/);
    expect(document.activeElement?.getAttribute('data-step')).toBe('waiting');
    const sandbox = within(identity).getByRole('link', { name: /فتح بيئة نفاذ التجريبية/ });
    expect(sandbox.getAttribute('target')).toBe('_blank');
    expect(sandbox.getAttribute('href')).toBe('/sandbox/nafath/app');

    const polls = () => api!.requests.filter((r) => r.path === '/api/verification/identity/nr1').length;
    await vi.advanceTimersByTimeAsync(NAFATH_POLL_MS);
    await waitFor(() => expect(polls()).toBe(1));

    status = 'completed';
    api?.on('GET /api/verification', {
      body: stateFixture({
        identity: {
          verifiedAt: '2026-12-06T09:00:00.000Z',
          name: 'سارة علي',
          nameEn: 'Sara Ali',
          document: 'citizen',
          request: { ...request, status: 'completed' },
        },
      }),
    });
    await vi.advanceTimersByTimeAsync(NAFATH_POLL_MS);
    expect(await within(identity).findByText('وُثّقت هويتك')).toBeTruthy();
    expect(within(identity).getByText(/^وُثّقت في ٦ ديسمبر ٢٠٢٦/)).toBeTruthy();
    // Nafath's Arabic name on the Arabic page.
    expect(within(identity).getByText(/^الاسم في نفاذ: .سارة علي./)).toBeTruthy();
    // No more asking once it has an outcome.
    const after = polls();
    await vi.advanceTimersByTimeAsync(NAFATH_POLL_MS * 3);
    expect(polls()).toBe(after);
  });

  it('resumes a waiting request, says when it was refused in the app, and starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const request = nafathFixture();
    stub({
      'GET /api/verification': { body: stateFixture({ identity: { ...stateFixture().identity, request } }) },
      'GET /api/verification/identity/nr1': { body: { ...request, status: 'rejected' } },
    });
    const { user } = await renderWithProviders(<VerifyPage />, { route: '/verify', language: 'ar' });
    const identity = await section('verify-identity');
    expect(within(identity).getByTestId('nafath-number')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(NAFATH_POLL_MS);
    expect(await within(identity).findByText('رُفض الطلب في تطبيق نفاذ')).toBeTruthy();
    await user.click(within(identity).getByRole('button', { name: 'المحاولة مرة أخرى' }));
    expect(within(identity).getByLabelText(/رقم الهوية الوطنية أو الإقامة/)).toBeTruthy();
  });

  it('explains a request that timed out', async () => {
    stub({
      'GET /api/verification': {
        body: stateFixture({
          identity: { ...stateFixture().identity, request: nafathFixture({ status: 'expired' }) },
        }),
      },
    });
    await render();
    const identity = await section('verify-identity');
    expect(within(identity).getByText('The request timed out')).toBeTruthy();
    expect(within(identity).getByText('The number was not chosen in the Nafath app in time.')).toBeTruthy();
    expect(within(identity).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses an ID that is not one before asking, and says on the field when it verifies another account', async () => {
    stub({ 'POST /api/verification/identity': { status: 409, body: { code: 'identity_taken' } } });
    const { user } = await render();
    const identity = await section('verify-identity');
    const field = within(identity).getByLabelText(/National ID or Iqama number/);
    await user.type(field, '1000000000');
    await user.click(within(identity).getByRole('button', { name: 'Continue to Nafath' }));
    expect(
      await within(identity).findByText(
        'This is not a valid national ID or Iqama number: 10 digits starting with 1 or 2.',
      ),
    ).toBeTruthy();
    expect(posts('/api/verification/identity')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, NATIONAL_ID);
    await user.click(within(identity).getByRole('button', { name: 'Continue to Nafath' }));
    expect(
      await within(identity).findByText(/This ID number already verifies another Ajjir account/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });
});

describe('the business section', () => {
  const business = userFixture({
    accountType: 'business',
    companyName: 'Rahal Co',
    taxId: '310000000000003',
  });

  it('checks a registration and says why it went to review', async () => {
    const check = {
      id: 'bc1',
      crNumber: '1010000001',
      vatNumber: '310000000000003',
      companyName: 'Rahal Co',
      registeredName: 'Rahal Trading',
      registryStatus: 'active',
      status: 'review' as const,
      reason: 'name_mismatch' as const,
      createdAt: '2026-12-06T09:00:00.000Z',
      decidedAt: null,
      note: null,
    };
    let checked = false;
    stub(
      {
        'GET /api/verification': () => ({ body: stateFixture({ business: checked ? check : null }) }),
        'POST /api/verification/business': () => {
          checked = true;
          return { body: check };
        },
      },
      business,
    );
    const { user } = await render();
    const section_ = await section('verify-business');
    await user.type(within(section_).getByLabelText(/Commercial registration \(CR\) number/), '١٠١٠٠٠٠٠٠١');
    expect((within(section_).getByLabelText(/VAT number/) as HTMLInputElement).value).toBe('310000000000003');
    await user.click(within(section_).getByRole('button', { name: 'Check the registration' }));
    expect(
      await within(section_).findByText(
        'The name in the register differs from the business name on your account.',
      ),
    ).toBeTruthy();
    expect(
      within(section_).getByText('An administrator will look at it; you will hear once it is decided.'),
    ).toBeTruthy();
    expect(posts('/api/verification/business').map((r) => r.body)).toEqual([
      { crNumber: '1010000001', vatNumber: '310000000000003' },
    ]);
    expect(section_.getAttribute('data-state')).toBe('review');
  });

  it('shows the administrator’s note when a check was turned down, and the form again', async () => {
    stub(
      {
        'GET /api/verification': {
          body: stateFixture({
            business: {
              id: 'bc1',
              crNumber: '1010000001',
              vatNumber: null,
              companyName: 'Rahal Co',
              registeredName: null,
              registryStatus: null,
              status: 'rejected',
              reason: 'not_found',
              createdAt: '2026-12-06T09:00:00.000Z',
              decidedAt: '2026-12-07T09:00:00.000Z',
              note: 'No such registration',
            },
          }),
        },
      },
      business,
    );
    await render('ar');
    const section_ = await section('verify-business');
    expect(within(section_).getByText('لم يُقبل التوثيق')).toBeTruthy();
    expect(within(section_).getByText('لم يُعثر على هذا الرقم في السجل التجاري.')).toBeTruthy();
    expect(within(section_).getByText(/ملاحظة المشرف: .No such registration./)).toBeTruthy();
    expect(within(section_).getByRole('button', { name: 'التحقق من السجل' })).toBeTruthy();
  });
});
