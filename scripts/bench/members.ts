/**
 * Members and listings for the benchmarks that go through the whole app (app.inject): an account
 * signed up as anyone would, its session as cookies, and a tent it lists.
 */
import { currentConsent } from '@shared/legal';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../src/server/features/auth/sessions';

/** Signs a member up; answers the session token. */
export async function signUp(app: FastifyInstance, name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `${name}@bench.sa`,
      password: 'bench-pass-2749',
      username: name,
      firstName: name,
      lastName: 'Bench',
      accountType: 'individual',
      consent: currentConsent(),
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error('No session');
  // The e-mail confirmed by the link the app gives on this machine, as listing and requesting need
  // (docs/decisions/0062-verified-members.md).
  const { confirmToken } = res.json<{ confirmToken?: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/email/confirm',
    payload: { token: confirmToken },
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  return cookie;
}

/** The request options that send a member's session. */
export const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });

/** Lists a tent at SAR 150.50 a day, picked up in Riyadh; answers its id. */
export async function listTent(app: FastifyInstance, owner: string, title: string): Promise<string> {
  const categories = (await app.inject({ url: '/api/categories' })).json<{ id: number }[]>();
  const res = await app.inject({
    method: 'POST',
    url: '/api/items',
    payload: {
      title,
      description: 'A tent listed by a benchmark.',
      dailyRate: '150.50',
      categoryId: categories[0]?.id,
      condition: 'good',
      images: [],
      city: 'Riyadh',
      minRentalDays: 1,
      pickupOptions: ['pickup'],
    },
    ...as(owner),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: string }>().id;
}
