/**
 * The profile's tabs, kept in the URL (`?tab=`), so a notification can link
 * straight to /profile?tab=requests. Bookings and requests are the owner's
 * own business: someone else's profile has items and reviews only.
 */
export const PROFILE_TABS = ['items', 'bookings', 'requests', 'reviews'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const PUBLIC_TABS: readonly ProfileTab[] = ['items', 'reviews'];

/** The tabs a viewer sees, in order. */
export function tabsFor(isOwn: boolean): readonly ProfileTab[] {
  return isOwn ? PROFILE_TABS : PUBLIC_TABS;
}

/** The tab `?tab=` asks for when this viewer has it, else the first (items). */
export function pickTab(requested: string | null, isOwn: boolean): ProfileTab {
  return tabsFor(isOwn).find((tab) => tab === requested) ?? 'items';
}
