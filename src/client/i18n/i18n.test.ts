import { describe, expect, it } from 'vitest';
import { languageToAdopt } from './i18n';

describe('languageToAdopt (the language a device takes when an account signs in)', () => {
  it("takes the account's language on a device where none was chosen", () => {
    expect(languageToAdopt(null, 'en')).toBe('en');
    expect(languageToAdopt(null, 'ar')).toBe('ar');
  });

  it("keeps a device's own choice, even when the account's differs", () => {
    expect(languageToAdopt('ar', 'en')).toBeNull();
    expect(languageToAdopt('en', 'ar')).toBeNull();
  });
});
