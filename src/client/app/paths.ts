/** A path with the given query, leaving out empty values and the first page. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every route of the client (docs/product.md, "Pages"), defined once with a builder for its href. */
export const paths = {
  home: () => '/',
  browse: (filters: { search?: string; location?: string; category?: number; view?: 'map' } = {}) => {
    const params = new URLSearchParams();
    if (filters.search) params.set('search', filters.search);
    if (filters.location) params.set('location', filters.location);
    if (filters.category !== undefined) params.set('category', String(filters.category));
    if (filters.view) params.set('view', filters.view);
    const qs = params.toString();
    return qs ? `/browse?${qs}` : '/browse';
  },
  listItem: () => '/list-item',
  item: (id: string) => `/item/${encodeURIComponent(id)}`,
  editItem: (id: string) => `/item/${encodeURIComponent(id)}/edit`,
  profile: (id?: string) => (id ? `/profile/${encodeURIComponent(id)}` : '/profile'),
  booking: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  /** Paying for a request (the checkout page). */
  bookingCheckout: (id: string) => `/bookings/${encodeURIComponent(id)}/checkout`,
  /** An owner's earnings, payout account and payouts. */
  earnings: () => '/earnings',
  /** A tax invoice or credit note, printable. */
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  auth: () => '/auth',
  /** Sign in, then back to `next` (a path of this site, with its query). */
  signInThenBack: (next: string) => `/auth?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) =>
    token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  messages: () => '/messages',
  /** A conversation with someone, opened from a booking or a profile. */
  messagesWith: (userId: string) => `/messages?with=${encodeURIComponent(userId)}`,
  /** The signed-in user's rentals; `owner` opens the tab of the bookings of their items. */
  rentals: (side: 'renter' | 'owner' = 'renter') => (side === 'owner' ? '/rentals?as=owner' : '/rentals'),
  favorites: () => '/favorites',
  /** Privacy and account: blocked members, downloading one's data, closing the account. */
  settings: () => '/settings',
  /** The legal pages (docs/decisions/0063-legal-consents.md). */
  terms: () => '/terms',
  privacy: () => '/privacy',
  contact: () => '/contact',
  setupAdmin: () => '/setup-admin',
  admin: () => '/admin',
  /** The users table; the status filter 'all' is the default and left out. */
  adminUsers: (query: { search?: string; status?: 'all' | 'active' | 'blocked'; page?: number } = {}) =>
    withQuery('/admin/users', { ...query, status: query.status === 'all' ? undefined : query.status }),
  adminUser: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  adminItems: (query: { search?: string; page?: number } = {}) => withQuery('/admin/items', query),
  /** The reports page; with both days, the best-selling report for them. */
  adminReports: (range: { startDate?: string; endDate?: string } = {}) => withQuery('/admin/reports', range),
  /** The audit log, optionally one action's entries. */
  adminAudit: (query: { action?: string; page?: number } = {}) => withQuery('/admin/audit', query),
  /** The money tables: a tab (payments by default) and its filters (money-params.ts builds them). */
  adminPayments: () => '/admin/payments',
  /** One booking's money, its ledger and the manual refund. */
  adminBookingMoney: (bookingId: string) => `/admin/payments/${encodeURIComponent(bookingId)}`,
  /** The day's reconciliation; without a day, today in Riyadh. */
  adminReconciliation: (day?: string) => withQuery('/admin/reconciliation', { day }),
  /** The disputed claims on deposits waiting for an administrator's decision, oldest first. */
  adminDisputes: (query: { page?: number } = {}) => withQuery('/admin/disputes', query),
  /** The job queue: failed jobs of every queue (jobs-params.ts builds the other states and filters). */
  adminJobs: () => '/admin/jobs',
  howItWorks: () => '/#how-it-works',
} as const;
