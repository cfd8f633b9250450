import { describe, expect, it } from 'vitest';
import { currentConsent, LEGAL_VERSIONS } from '../legal';
import { registerFormSchema, registerSchema, resetPasswordFormSchema, usernameSchema } from './auth';

const signUp = {
  email: 'nora@example.sa',
  password: 'a-long-passphrase',
  username: 'nora',
  firstName: 'Nora',
  lastName: 'Omari',
  // The form's box, and what the payload sends for it (docs/decisions/0063-legal-consents.md).
  acceptLegal: true,
  consent: currentConsent(),
};
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the sign-up form', () => {
  it('flags an empty confirmation on the first submit, with the other problems', () => {
    expect(problems(registerFormSchema.safeParse({ ...signUp, firstName: '', confirmPassword: '' }))).toEqual(
      [
        ['firstName', 'required'],
        ['confirmPassword', 'required'],
      ],
    );
    expect(
      problems(resetPasswordFormSchema.safeParse({ password: 'a-long-passphrase', confirmPassword: '' })),
    ).toEqual([['confirmPassword', 'required']]);
  });

  it('says the passwords differ while other fields still have problems', () => {
    expect(
      problems(
        registerFormSchema.safeParse({ ...signUp, lastName: '', confirmPassword: 'another-passphrase' }),
      ),
    ).toEqual([
      ['lastName', 'required'],
      ['confirmPassword', 'passwords_mismatch'],
    ]);
  });

  it('keeps a phone and a postal code typed in Arabic-Indic digits as 0–9, the phone in E.164', () => {
    const account = registerSchema.parse({ ...signUp, phone: '٠٥٥ ١٢٣ ٤٥٦٧', zipCode: '۱۲۳۴۵' });
    expect(account).toMatchObject({ phone: '+966551234567', zipCode: '12345' });
  });

  it('refuses a phone that is not a Saudi mobile number (docs/decisions/0061)', () => {
    for (const phone of ['12345', '0112345678', '+971551234567']) {
      const result = registerSchema.safeParse({ ...signUp, phone });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['phone', 'phone_invalid'],
      ]);
    }
  });
});

describe('consent at sign-up (docs/decisions/0063-legal-consents.md)', () => {
  it('sends the current versions when the box is ticked, and refuses an unticked box', () => {
    const form = registerFormSchema.parse({ ...signUp, confirmPassword: signUp.password });
    expect(form.consent).toEqual(LEGAL_VERSIONS);
    expect(form).not.toHaveProperty('acceptLegal');
    const unticked = registerFormSchema.safeParse({
      ...signUp,
      confirmPassword: signUp.password,
      acceptLegal: false,
    });
    expect(problems(unticked)).toEqual([['acceptLegal', 'consent_required']]);
  });

  it('refuses a sign-up without consent, or with a version that is not the current one', () => {
    const { consent: _consent, ...withoutConsent } = signUp;
    expect(problems(registerSchema.safeParse(withoutConsent))).toEqual([['consent', 'consent_required']]);
    expect(
      problems(registerSchema.safeParse({ ...signUp, consent: { terms: LEGAL_VERSIONS.terms } })),
    ).toEqual([['consent.privacy', 'consent_required']]);
    expect(
      problems(registerSchema.safeParse({ ...signUp, consent: { ...LEGAL_VERSIONS, terms: '2020-01-01' } })),
    ).toEqual([['consent.terms', 'consent_outdated']]);
  });
});

describe('usernames', () => {
  it('takes Arabic letters as well as English ones, with digits (Arabic-Indic read as 0–9), dots and underscores', () => {
    expect(usernameSchema.parse('أحمد_العتيبي')).toBe('أحمد_العتيبي');
    expect(usernameSchema.parse('نورة.٩٥')).toBe('نورة.95');
    expect(usernameSchema.parse('layla_h')).toBe('layla_h');
    // A hamza typed as a mark is the letter.
    expect(usernameSchema.parse('ا\u0654حمد')).toBe('أحمد');
  });

  it('refuses mixed scripts, marks, the tatweel, Persian letters and invisible characters', () => {
    for (const username of [
      'ahmadأحمد',
      'أَحمد',
      'احـمد',
      'کریم',
      'احمد\u200d',
      'ahmed\u200b',
      'أحمد العتيبي',
    ]) {
      expect(usernameSchema.safeParse(username).error?.issues[0]?.message, username).toBe(
        'username_characters',
      );
    }
  });
});
