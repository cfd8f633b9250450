/**
 * What encoding an answer through its schema costs (docs/decisions/0042): a page of search
 * results (24 listings) and one listing, encoded by zod then stringified, against stringifying
 * alone. `npx tsx scripts/bench-answers.ts`; figures in docs/performance.md, "Typed answers".
 */

import { z } from 'zod';
import { item } from '../src/shared/answers/items';

const listing = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Sony A7 IV camera kit ${n}`,
  description: 'Full-frame mirrorless camera with a 28-70 mm lens, two batteries and a charger. '.repeat(4),
  dailyRate: '175.50',
  deposit: '300.00',
  categoryId: 1,
  category: { name: 'Cameras' },
  ownerId: '00000000-0000-4000-8000-000000000001',
  owner: {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Fahad',
    lastName: 'Alshamri',
    accountType: 'individual',
    companyName: null,
    companyWebsite: null,
    profilePicture: null,
    rating: '4.80',
    totalReviews: 14,
    joinedAt: new Date('2025-03-01T10:00:00Z'),
  },
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  address: 'Al Rawdah',
  city: 'Jeddah',
  state: 'Makkah Region',
  zipCode: null,
  latitude: '21.490000',
  longitude: '39.190000',
  condition: 'excellent',
  minRentalDays: 1,
  maxRentalDays: 7,
  pickupOptions: ['pickup'],
  rating: '4.50',
  totalReviews: 3,
  distance: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  isAvailable: true,
  instantBooking: false,
});

function perCall(label: string, run: () => string, rounds = 20_000): void {
  for (let i = 0; i < 1000; i++) run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / rounds;
  console.log(`${label.padEnd(44)} ${micros.toFixed(1).padStart(7)} µs`);
}

const page = Array.from({ length: 24 }, (_, n) => listing(n));
const pageSchema = z.array(item);
// Twice each, alternating, so that neither gains from running after the other has warmed up.
for (const round of [1, 2]) {
  console.log(`round ${round}`);
  perCall('24 listings, JSON.stringify only', () => JSON.stringify(page), 5000);
  perCall(
    '24 listings, encoded by the schema',
    () => JSON.stringify(z.encode(pageSchema, page as never)),
    5000,
  );
  perCall('one listing, JSON.stringify only', () => JSON.stringify(page[0]));
  perCall('one listing, encoded by the schema', () => JSON.stringify(z.encode(item, page[0] as never)));
}
