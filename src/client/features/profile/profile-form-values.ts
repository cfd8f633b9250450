import type { User } from '@shared/api-types';
import { canonicalCity, cityName } from '@shared/cities';
import type { Language } from '@shared/constants';
import { localMobileOf, saudiMobileE164 } from '@shared/phones';
import type { ProfileFormOutput, ProfileFormValues, ProfileUpdate } from '@shared/schemas/users';

/** The edit form's starting values: the saved profile, blanks for what is not set. */
export function profileToFormValues(user: User, language: Language): ProfileFormValues {
  return {
    profilePicture: user.profilePicture ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    currentPassword: '',
    bio: user.bio ?? '',
    // As people write it here (05…); saved in E.164 (shared/phones.ts).
    phone: localMobileOf(user.phone) ?? '',
    address: user.address ?? '',
    city: user.city ? cityName(user.city, language) : '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    accountType: user.accountType,
    companyName: user.companyName ?? '',
    companyWebsite: user.companyWebsite ?? '',
    taxId: user.taxId ?? '',
    businessAddress: user.businessAddress ?? '',
    emailNotifications: user.emailNotifications ?? true,
  };
}

/** Whether the form's e-mail is another address than the saved one (which then needs the password). */
export function emailChanged(savedEmail: string, typed: string | undefined): boolean {
  return (typed ?? '').trim().toLowerCase() !== savedEmail.toLowerCase();
}

/**
 * Whether the form's phone number is another than the saved one: an owner's payouts name it, so
 * the server asks for the password then too (docs/decisions/0048-payout-security.md).
 */
export function phoneChanged(
  savedPhone: string | null | undefined,
  typed: string | null | undefined,
): boolean {
  // However it is typed, the same number is no change.
  return (saudiMobileE164(typed) ?? (typed ?? '').trim()) !== (savedPhone ?? '').trim();
}

/**
 * The PUT body: every field of the form, the city by its stored (English)
 * name, and the current password only when the e-mail or the phone number changes.
 */
export function formToProfileUpdate(
  values: ProfileFormOutput,
  savedEmail: string,
  savedPhone?: string | null,
): ProfileUpdate {
  const { currentPassword, ...fields } = values;
  const needsPassword = emailChanged(savedEmail, fields.email) || phoneChanged(savedPhone, fields.phone);
  return {
    ...fields,
    city: fields.city && canonicalCity(fields.city),
    ...(needsPassword && { currentPassword }),
  };
}
