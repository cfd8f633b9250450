/**
 * Strings of the profile pages (/profile, /profile/{id}) and their booking
 * lists, in both languages; spread into the resources under `profile`.
 */
export const profileStrings = {
  ar: { profile: { title: 'الملف الشخصي' } },
  en: { profile: { title: 'Profile' } },
};
