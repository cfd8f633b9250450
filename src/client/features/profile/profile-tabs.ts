/**
 * The profile's tabs, kept in the URL (`?tab=`), so a notification can link straight to
 * /profile?tab=reviews. One's bookings moved to their own page, /rentals: the tabs that listed
 * them (`bookings`, `requests`) now lead there, so old links and e-mails still land right.
 */
export const PROFILE_TABS = ['items', 'reviews'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tabs a viewer sees, in order: the same for one's own profile and anyone else's. */
export function tabsFor(_isOwn: boolean): readonly ProfileTab[] {
  return PROFILE_TABS;
}

/** The tab `?tab=` asks for when this viewer has it, else the first (items). */
export function pickTab(requested: string | null, isOwn: boolean): ProfileTab {
  return tabsFor(isOwn).find((tab) => tab === requested) ?? 'items';
}

/** The side of /rentals that an old bookings tab of one's own profile now opens, if `?tab=` names one. */
export function rentalsSideOf(requested: string | null): 'renter' | 'owner' | null {
  if (requested === 'bookings') return 'renter';
  if (requested === 'requests') return 'owner';
  return null;
}
