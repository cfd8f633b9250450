import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignUpConfirmToken, keepSignUpConfirmToken, peekSignUpConfirmToken } from './sign-up-link';

afterEach(() => sessionStorage.clear());

describe('a new account’s on-screen confirmation link', () => {
  it('waits across the page load sign-up makes, until the Verification page has shown it', () => {
    expect(peekSignUpConfirmToken()).toBeNull();
    keepSignUpConfirmToken('tok-1');
    expect(peekSignUpConfirmToken()).toBe('tok-1');
    expect(peekSignUpConfirmToken()).toBe('tok-1');
    forgetSignUpConfirmToken();
    expect(peekSignUpConfirmToken()).toBeNull();
  });
});
