/** Answers of the verification endpoints for component tests, and the strings of its refusals. */
import type { NafathRequest, VerificationState } from '@shared/answers/verification';
import { LANGUAGES } from '@shared/constants';
import { verificationProblemStrings } from '../../i18n/verification-problems';
import { initTestI18n } from '../../test/i18n';

/**
 * The refusals' words (i18n/verification-problems.ts), which load with the pages' strings
 * (app/page-strings.ts, pageResources) but not in test/i18n.ts.
 */
export function addVerificationProblemStrings(): void {
  const i18n = initTestI18n();
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', verificationProblemStrings[language], true, false);
  }
}

/** A new member: nothing proved, a mobile number on the profile, no sandbox. */
export function stateFixture(overrides: Partial<VerificationState> = {}): VerificationState {
  return {
    email: { address: 'sara@example.com', confirmedAt: null },
    phone: { number: '+966501234567', verifiedAt: null, pendingCode: null },
    identity: { verifiedAt: null, name: null, nameEn: null, document: null, request: null },
    business: null,
    badges: { identity: null, phone: null, business: null },
    sandboxPages: { nafathApp: null, smsInbox: null },
    ...overrides,
  };
}

/** A Nafath request waiting for the number 47 to be chosen, for three more minutes. */
export function nafathFixture(overrides: Partial<NafathRequest> = {}): NafathRequest {
  return {
    id: 'nr1',
    random: '47',
    status: 'waiting',
    expiresAt: new Date(Date.now() + 3 * 60_000).toISOString(),
    finishedAt: null,
    ...overrides,
  };
}
