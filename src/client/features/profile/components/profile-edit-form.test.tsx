import type { User } from '@shared/api-types';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ProfileEditForm } from './profile-edit-form';

const user: User = {
  id: 'u1',
  username: 'sara',
  firstName: 'Sara',
  lastName: 'Ali',
  bio: null,
  city: 'Riyadh',
  state: 'Riyadh',
  profilePicture: null,
  accountType: 'individual',
  companyName: null,
  companyWebsite: null,
  taxId: null,
  businessAddress: null,
  rating: '0',
  totalReviews: 0,
  joinedAt: '2025-01-01T00:00:00.000Z',
  verified: { identity: null, phone: null, business: null },
  responsiveness: null,
  email: 'sara@example.com',
  emailConfirmedAt: '2025-01-01T00:00:00.000Z',
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

const TEXT = {
  en: {
    email: /^Email/,
    current: /^Current password/,
    save: 'Save changes',
    required: 'This field is required.',
  },
  ar: {
    email: /^البريد الإلكتروني/,
    current: /^كلمة المرور الحالية/,
    save: 'حفظ التغييرات',
    required: 'هذا الحقل مطلوب.',
  },
} as const;

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

describe.each(['ar', 'en'] as const)('ProfileEditForm, changing the e-mail (%s)', (language) => {
  it('asks for the current password before it sends a new e-mail', async () => {
    const text = TEXT[language];
    api = stubApi({ 'PUT /api/users/u1': { body: { user: { ...user, email: 'sara@new.example' } } } });
    const onDone = vi.fn();
    const { user: person } = await renderWithProviders(<ProfileEditForm user={user} onDone={onDone} />, {
      language,
    });
    expect(screen.queryByLabelText(text.current)).toBeNull();

    const email = screen.getByLabelText(text.email);
    await person.clear(email);
    await person.type(email, 'sara@new.example');
    const current = screen.getByLabelText(text.current);
    await person.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.required)).toBeTruthy();
    expect(document.activeElement).toBe(current);
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await person.type(current, 'my old secret');
    await person.click(screen.getByRole('button', { name: text.save }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [put] = api.requests.filter((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ email: 'sara@new.example', currentPassword: 'my old secret' });
  });
});
