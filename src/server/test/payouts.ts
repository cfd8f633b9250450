/**
 * Payout accounts in API tests as an owner makes one (docs/decisions/0048-payout-security.md): a
 * valid Saudi IBAN of their own, the holder their own name, saved with the account's password.
 * `ageIban` moves the IBAN's start back past the hold a new IBAN waits, as time passing would.
 */
import { ibanOf } from '@shared/iban';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payoutAccounts } from '../db/schema';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { createSignedInUser, FIXTURE_PASSWORD } from './fixtures';
import type { TestApp } from './test-app';

let nextAccount = 0;
let nextMobile = 0;

/** A valid Saudi IBAN for account number `n` at bank 80. */
export const ibanFor = (n: number): string => ibanOf('80', n);

/** A new IBAN nobody else in this test file uses. */
export const freshIban = () => ibanFor(process.pid * 1000 + ++nextAccount);

/** A new owner with a Saudi mobile number and a city, named as their IBAN's holder will be. */
export async function createPayoutOwner(
  t: TestApp,
  overrides: Parameters<typeof createSignedInUser>[2] = {},
) {
  nextMobile += 1;
  return createSignedInUser(t.app, t.database.db, {
    firstName: 'Fahad',
    lastName: 'Alharbi',
    phone: `055${String(nextMobile).padStart(7, '0')}`,
    city: 'Jeddah',
    ...overrides,
  });
}

/** PUT /api/payout-account as the owner would send it, the password typed again. */
export function putPayoutAccount(
  t: TestApp,
  cookie: string,
  body: { iban?: string; holderName?: string; currentPassword?: string } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/payout-account',
    payload: { iban: freshIban(), holderName: 'Fahad Alharbi', currentPassword: FIXTURE_PASSWORD, ...body },
    cookies: { [SESSION_COOKIE]: cookie },
  });
}

/** The IBAN set `hours` ago (past every hold by default): as if the owner had saved it then. */
export async function ageIban(db: Db, userId: string, hours = 24 * 8): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ ibanSince: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(payoutAccounts.userId, userId));
}

/** A payout account saved through the API and aged past its hold. */
export async function readyPayoutAccount(
  t: TestApp,
  owner: { user: { id: string }; cookie: string },
  iban = freshIban(),
) {
  const saved = await putPayoutAccount(t, owner.cookie, { iban });
  if (saved.statusCode !== 200) throw new Error(`payout account answered ${saved.statusCode}: ${saved.body}`);
  await ageIban(t.database.db, owner.user.id);
  return iban;
}
