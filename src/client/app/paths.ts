/** Every route of the client (SPEC section 2), defined once with a builder for its href. */
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
  auth: () => '/auth',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) =>
    token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  messages: () => '/messages',
  setupAdmin: () => '/setup-admin',
  admin: () => '/admin',
  adminUsers: () => '/admin/users',
  adminUser: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  adminItems: () => '/admin/items',
  adminReports: () => '/admin/reports',
  howItWorks: () => '/#how-it-works',
} as const;
