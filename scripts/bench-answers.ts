/**
 * What encoding an answer through its schema costs (docs/decisions/0042): a page of search
 * results (24 listings) and one listing, encoded by zod then stringified, against stringifying
 * alone.
 *
 *   npx tsx scripts/bench-answers.ts [--no-write] [--out docs/benchmarks/typed-answers.md]
 *
 * Prints each round, and writes the second round's figures to docs/benchmarks/typed-answers.md
 * (--no-write: print only); docs/performance.md, "Typed answers", says what they mean.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
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
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 20,
  cancellationPolicy: 'moderate',
});

const root = join(import.meta.dirname, '..');
const RESULTS_FILE = 'docs/benchmarks/typed-answers.md';
const { values: args } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    out: { type: 'string', default: RESULTS_FILE },
  },
});

/** Microseconds a call, after a warm-up. */
function perCall(label: string, run: () => string, rounds = 20_000): number {
  for (let i = 0; i < 1000; i++) run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / rounds;
  console.log(`${label.padEnd(44)} ${micros.toFixed(1).padStart(7)} µs`);
  return micros;
}

const µs = (micros: number) => `${micros < 10 ? micros.toFixed(1) : micros.toFixed(0)} µs`;

const page = Array.from({ length: 24 }, (_, n) => listing(n));
const pageSchema = z.array(item);
const pageBytes = Buffer.byteLength(JSON.stringify(page));
const [loadBefore = 0] = loadavg();
// Twice each, alternating, so that neither gains from running after the other has warmed up; the
// second round is the one reported.
let figures = { page: { alone: 0, encoded: 0 }, one: { alone: 0, encoded: 0 } };
for (const round of [1, 2]) {
  console.log(`round ${round}`);
  figures = {
    page: {
      alone: perCall('24 listings, JSON.stringify only', () => JSON.stringify(page), 5000),
      encoded: perCall(
        '24 listings, encoded by the schema',
        () => JSON.stringify(z.encode(pageSchema, page as never)),
        5000,
      ),
    },
    one: {
      alone: perCall('one listing, JSON.stringify only', () => JSON.stringify(page[0])),
      encoded: perCall('one listing, encoded by the schema', () =>
        JSON.stringify(z.encode(item, page[0] as never)),
      ),
    },
  };
}

if (!args['no-write']) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '<!-- Written by `npx tsx scripts/bench-answers.ts` and replaced on each run: edit the script, not this file. -->',
    '',
    `# Typed answers: what encoding through the schema costs (${date})`,
    '',
    `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore.toFixed(1)} before the run; the second of two alternating rounds.`,
    '',
    '| answer | `JSON.stringify` alone | encoded by the schema, then stringified |',
    '| --- | ---: | ---: |',
    `| a page of 24 listings (~${Math.round(pageBytes / 1000)} KB) | ${µs(figures.page.alone)} | ${µs(figures.page.encoded)} |`,
    `| one listing | ${µs(figures.one.alone)} | ${µs(figures.one.encoded)} |`,
    '',
    'What the figures mean: [docs/performance.md](../performance.md), "Typed answers".',
    '',
  ];
  const out = args.out ?? RESULTS_FILE;
  const file = join(root, out);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  // In the repository's format (Biome aligns the tables), so `npm run check` stays green.
  execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', file]);
  console.log(`Wrote ${out}`);
}
