import type { User } from '@shared/api-types';
import { profileFormSchema } from '@shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { emailChanged, formToProfileUpdate, profileToFormValues } from './profile-form-values';

const USER: User = {
  id: '5b1f8f9e-0000-4000-8000-000000000001',
  username: 'fahad',
  firstName: 'فهد',
  lastName: 'العتيبي',
  bio: null,
  city: 'Riyadh',
  state: 'Riyadh',
  profilePicture: null,
  accountType: 'individual',
  companyName: null,
  companyWebsite: null,
  taxId: null,
  businessAddress: null,
  rating: '0.00',
  totalReviews: 0,
  joinedAt: '2024-01-01T00:00:00.000Z',
  verified: { identity: null, phone: null, business: null },
  responsiveness: null,
  email: 'fahad@ajjir.sa',
  emailConfirmedAt: '2024-01-01T00:00:00.000Z',
  phone: null,
  address: null,
  zipCode: null,
  isAdmin: false,
  suspendedAt: null,
  suspensionReason: null,
  latitude: null,
  longitude: null,
  preferredLanguage: 'ar',
  emailNotifications: true,
};

describe('profile form values', () => {
  it('starts from the saved profile, the city in the page’s language', () => {
    const values = profileToFormValues(USER, 'ar');
    expect(values).toMatchObject({ city: 'الرياض', bio: '', companyName: '', currentPassword: '' });
    expect(profileToFormValues(USER, 'en').city).toBe('Riyadh');
  });

  it('sends the city by its stored name and no password while the e-mail stays', () => {
    const output = profileFormSchema.parse({ ...profileToFormValues(USER, 'ar'), currentPassword: 'x' });
    const body = formToProfileUpdate(output, USER.email);
    expect(body).toMatchObject({ city: 'Riyadh', bio: null, email: 'fahad@ajjir.sa' });
    expect(body).not.toHaveProperty('currentPassword');
  });

  it('sends the current password with a new e-mail', () => {
    const output = profileFormSchema.parse({
      ...profileToFormValues(USER, 'en'),
      email: ' New@Ajjir.sa ',
      currentPassword: 'demo1234',
    });
    expect(formToProfileUpdate(output, USER.email)).toMatchObject({
      email: 'new@ajjir.sa',
      currentPassword: 'demo1234',
    });
    expect(emailChanged(USER.email, 'FAHAD@ajjir.sa ')).toBe(false);
  });

  it('needs a company name for a business and drops business details for an individual', () => {
    const business = profileFormSchema.safeParse({
      ...profileToFormValues(USER, 'en'),
      accountType: 'business',
    });
    expect(business.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['companyName', 'company_name_required'],
    ]);
    const individual = profileFormSchema.parse({ ...profileToFormValues(USER, 'en'), taxId: '300' });
    expect(individual.taxId).toBeNull();
    const website = profileFormSchema.safeParse({
      ...profileToFormValues(USER, 'en'),
      accountType: 'business',
      companyName: 'X',
      companyWebsite: 'not a url',
    });
    expect(website.error?.issues[0]?.message).toBe('website_invalid');
  });
});
