import { SESSION_END_REASONS } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import { authStrings } from './auth.i18n';
import { sessionEndedReasonOf, signInAfterSessionEnded } from './session-ended';

describe('the sign-in page after the server ended the session', () => {
  it.each(SESSION_END_REASONS)('says why (%s) in both languages, from the sign-in address', (reason) => {
    const address = new URL(signInAfterSessionEnded(reason), 'https://ajjir.example');
    expect(address.pathname).toBe('/auth');
    expect(sessionEndedReasonOf(address.searchParams)).toBe(reason);
    const { ar, en } = authStrings;
    for (const resources of [ar, en]) {
      const sessionEnded = resources.auth.sessionEnded as Record<string, string>;
      expect(sessionEnded.title).toBeTruthy();
      expect(sessionEnded[reason]).toBeTruthy();
    }
    expect(ar.auth.sessionEnded.suspended).not.toBe(en.auth.sessionEnded.suspended);
  });

  it('says nothing for a reason that is not ours', () => {
    for (const search of ['', 'ended=', 'ended=hacked', 'ended=toString', 'ended=__proto__']) {
      expect(sessionEndedReasonOf(new URLSearchParams(search))).toBeNull();
    }
  });
});
