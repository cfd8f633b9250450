/**
 * A checkout's round trip on the payment sandbox (docs/decisions/0044-payments.md), through the
 * whole app (app.inject) and the real Moyasar client over HTTP: the request, the payment page
 * made at the gateway, the renter paying on the hosted page (card and 3-D Secure, over HTTP as a
 * browser would), and the return, where the app asks the gateway and records the charge, its
 * ledger transaction and its invoice. Then the ledger's invariant checks over everything written.
 *   npx tsx scripts/bench-checkout.ts [--runs 40]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-checkout.ts
 * Figures in docs/performance.md, "Payments".
 */
import { parseArgs } from 'node:util';
import { SANDBOX_KEYS, startMoyasarSandbox } from '../src/sandboxes/moyasar/sandbox';
import { payOnPage } from '../src/sandboxes/moyasar/sandbox.test-helpers';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { createMoyasarGateway } from '../src/server/features/payments/gateway/moyasar-client';
import { checkLedger } from '../src/server/features/payments/ledger/invariants';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { openBenchDatabase } from './bench/database';
import { stats } from './bench/measure';
import { as, listTent, signUp } from './bench/members';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(args.runs);

const timed = async <T>(samples: number[], work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const answer = await work();
  samples.push(performance.now() - start);
  return answer;
};

async function main(): Promise<void> {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await bench.database.migrate();
  const sandbox = await startMoyasarSandbox();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  const app = await buildApp({
    config,
    database: bench.database,
    logger: false,
    payments: {
      gateway: createMoyasarGateway({
        apiUrl: sandbox.apiUrl,
        secretKey: SANDBOX_KEYS.secretKey,
        webhookSecret: 'bench-webhook-secret-0123456789',
      }),
    },
  });
  await app.ready();
  const owner = await signUp(app, 'owner');
  const renter = await signUp(app, 'renter');
  const samples = {
    request: [] as number[],
    checkout: [] as number[],
    page: [] as number[],
    back: [] as number[],
    whole: [] as number[],
  };
  const today = todayInRiyadh();
  for (let run = 0; run < runs; run++) {
    const itemId = await listTent(app, owner, `Bench tent ${run}`);
    const start = performance.now();
    const booking = await timed(samples.request, () =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { itemId, startDate: addDays(today, 5), endDate: addDays(today, 8) },
        ...as(renter),
      }),
    );
    const id = booking.json<{ id: string }>().id;
    const url = await timed(samples.checkout, async () => {
      const res = await app.inject({ method: 'POST', url: `/api/bookings/${id}/checkout`, ...as(renter) });
      return res.json<{ url: string }>().url;
    });
    await timed(samples.page, () =>
      payOnPage(url, { method: 'creditcard', number: '4201320111111010' }, sandbox.url),
    );
    const back = await timed(samples.back, () =>
      app.inject({ method: 'POST', url: `/api/bookings/${id}/payment/refresh`, ...as(renter) }),
    );
    samples.whole.push(performance.now() - start);
    if (back.json<{ bookingStatus: string }>().bookingStatus !== 'pending') throw new Error(back.body);
  }
  const checkStart = performance.now();
  const ledger = await checkLedger(bench.database.db);
  const checkMs = performance.now() - checkStart;

  const row = (label: string, values: number[]) => {
    const s = stats(values);
    return `| ${label} | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`;
  };
  console.log(`Checkout round trips on ${bench.label}, ${runs} runs (ms):`);
  console.log('| step | median | p95 | max |\n|---|---|---|---|');
  console.log(row('request (POST /api/bookings)', samples.request));
  console.log(row('payment page made at the gateway', samples.checkout));
  console.log(row('paying on the hosted page (card, 3-D Secure)', samples.page));
  console.log(row('the return: asked by id, charge, ledger, invoice', samples.back));
  console.log(row('whole round trip', samples.whole));
  console.log(
    `Ledger invariant checks: ${ledger.transactions} transactions in ${checkMs.toFixed(1)} ms, ${ledger.problems.length} problems.`,
  );
  await app.close();
  await sandbox.close();
  await bench.drop();
}

await main();
