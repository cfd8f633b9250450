/**
 * The browser confirm before removing a listing (docs/product.md, "Pages"): 'Are you
 * sure you want to delete this listing?', and when bookings lie ahead, how
 * many the removal will cancel, the renters being told (docs/decisions/0024).
 */
type Translate = (key: string, options?: { count: number }) => string;

export function deleteConfirmText(t: Translate, upcomingBookings: number): string {
  const question = t('admin.items.confirmDelete');
  if (upcomingBookings <= 0) return question;
  return `${question}\n\n${t('admin.items.confirmCancels', { count: upcomingBookings })}`;
}

/** What the removal did, for the success toast's description; undefined when no booking was touched. */
export function removalSummary(
  t: Translate,
  removal: { cancelledBookings: number; declinedRequests: number; activeRentals: number },
): string | undefined {
  const parts: string[] = [];
  if (removal.cancelledBookings > 0) {
    parts.push(t('admin.items.removal.cancelled', { count: removal.cancelledBookings }));
  }
  if (removal.declinedRequests > 0) {
    parts.push(t('admin.items.removal.declined', { count: removal.declinedRequests }));
  }
  if (removal.activeRentals > 0) {
    parts.push(t('admin.items.removal.active', { count: removal.activeRentals }));
  }
  return parts.length ? parts.join(' ') : undefined;
}
