/** Small factories for test data: each call makes a distinct, valid row. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { bookings, items, users } from '../db/schema';

const unique = () => randomBytes(4).toString('hex');

// A fixed argon2id hash of "password123"; hashing per fixture would only slow tests.
export const FIXTURE_PASSWORD = 'password123';
const FIXTURE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$0Xw6dQk2cFh0b0tHbm1pWg$3Xo5mXJbyR9S9tJk1Yl0k3c9bqZb8S1cQx8m9zv1Q1E';

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = unique();
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.sa`,
      passwordHash: FIXTURE_HASH,
      firstName: 'Test',
      lastName: `User ${suffix}`,
      city: 'Riyadh',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createItem(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof items.$inferInsert> = {},
) {
  const [item] = await db
    .insert(items)
    .values({
      ownerId,
      categoryId: 1,
      title: `Family tent ${unique()}`,
      description: 'A six-person tent with poles and pegs.',
      dailyRate: '120.00',
      condition: 'good',
      city: 'Riyadh',
      latitude: '24.713600',
      longitude: '46.675300',
      images: ['/images/demo/camping-1.svg'],
      ...overrides,
    })
    .returning();
  return item!;
}

export async function createBooking(
  db: Db,
  item: { id: string; ownerId: string },
  renterId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.ownerId,
      renterId,
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      dailyRate: '120.00',
      totalCost: '240.00',
      ...overrides,
    })
    .returning();
  return booking!;
}
