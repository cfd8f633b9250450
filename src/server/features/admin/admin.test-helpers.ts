/** Shared set-up of the admin API tests: an app, an administrator and a member, and calls as either. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

export type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

export interface AdminTestApp extends TestApp {
  admin: SignedIn;
  member: SignedIn;
  /** Calls the API with the administrator's session. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function createAdminTestApp(): Promise<AdminTestApp> {
  // Many sign-ins in one file: the sign-in limits are not what these tests are about.
  const t = await createTestApp({ rateLimitFactor: 100 });
  const admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true, firstName: 'Admin' });
  const member = await createSignedInUser(t.app, t.database.db);
  return {
    ...t,
    admin,
    member,
    asAdmin: (options) => t.app.inject({ ...options, cookies: { [SESSION_COOKIE]: admin.cookie } }),
  };
}

/** The session cookie of a signed-in person, for `inject`. */
export const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
