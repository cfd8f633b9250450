import { describe, expect, it } from 'vitest';
import { displayName, isFormerMember, isolate } from './names';

const person = { firstName: 'سارة', lastName: 'العتيبي', companyName: null } as const;

describe('displayName', () => {
  it('is first and last name for a person', () => {
    expect(displayName({ ...person, accountType: 'individual' })).toBe('سارة العتيبي');
  });

  it('is the company name for a business that gave one', () => {
    expect(displayName({ ...person, accountType: 'business', companyName: 'خيام الصحراء' })).toBe(
      'خيام الصحراء',
    );
  });

  it("is the person's name for a business without a company name, and for a person who typed one", () => {
    expect(displayName({ ...person, accountType: 'business' })).toBe('سارة العتيبي');
    expect(displayName({ ...person, accountType: 'individual', companyName: 'Old Co' })).toBe('سارة العتيبي');
  });

  it('is "Former member" in the reader\'s language for a closed account, whose names were removed (decision 0066)', () => {
    const closed = { firstName: '', lastName: '', accountType: 'individual', companyName: null } as const;
    expect(isFormerMember(closed)).toBe(true);
    expect(displayName(closed)).toBe('عضو سابق');
    expect(displayName(closed, 'en')).toBe('Former member');
    expect(isFormerMember({ firstName: 'سارة', lastName: '' })).toBe(false);
    expect(displayName({ ...person, accountType: 'individual' }, 'en')).toBe('سارة العتيبي');
  });
});

describe('isolate', () => {
  it('wraps a name in first-strong isolate marks', () => {
    expect(isolate('Lama')).toBe('\u2068Lama\u2069');
    expect(isolate()).toBe('\u2068\u2069');
  });
});
