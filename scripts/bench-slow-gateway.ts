/**
 * What a slow payment gateway costs everyone else (docs/decisions/0047-money-architecture.md, "No
 * call inside a transaction"): the gateway answers each refund after `--delay` ms; an owner declines
 * a paid request (which owes a refund), and while that refund is being made another member's
 * `GET /api/auth/me` is timed, beside the decline's own answer. Both through the whole app
 * (app.inject) and the real Moyasar client over HTTP to the sandbox.
 *   npx tsx scripts/bench-slow-gateway.ts [--runs 5] [--delay 4000]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-slow-gateway.ts
 *
 * It runs on this release and on the one before the job queue (copied there with
 * scripts/bench/members.ts; it finds the sandbox where each keeps it), so the two can be measured on
 * one machine in one hour. Figures in docs/performance.md,
 * "A slow gateway".
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { createMoyasarGateway } from '../src/server/features/payments/gateway/moyasar-client';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { openBenchDatabase } from './bench/database';
import { stats } from './bench/measure';
import { as, listTent, signUp } from './bench/members';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, delay: { type: 'string', default: '4000' } },
});
const runs = Number(args.runs);
const delayMs = Number(args.delay);

/** The sandbox, where this release keeps it or where the one before the job queue did. */
const sandboxFolder = existsSync('src/sandboxes/moyasar/sandbox.ts')
  ? '../src/sandboxes/moyasar'
  : '../src/server/features/payments/sandbox';
const { SANDBOX_KEYS, startMoyasarSandbox } = await import(`${sandboxFolder}/sandbox`);
const { payOnPage } = await import(`${sandboxFolder}/sandbox.test-helpers`);

const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';

async function main(): Promise<void> {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await bench.database.migrate();
  const sandbox = await startMoyasarSandbox();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  const gateway = createMoyasarGateway({
    apiUrl: sandbox.apiUrl,
    secretKey: SANDBOX_KEYS.secretKey,
    payoutAccountId: SANDBOX_KEYS.payoutAccountId,
    webhookSecret: WEBHOOK_SECRET,
  });
  // This release takes the gateway alone; the one before also took the webhook secret beside it.
  const payments = { gateway, webhookSecret: WEBHOOK_SECRET } as never;
  const app = await buildApp({ config, database: bench.database, logger: false, payments });
  await app.ready();
  // This release makes refunds by jobs: its worker runs as a server's does.
  const jobs = (app as unknown as { jobs?: { start(): Promise<void> } }).jobs;
  await jobs?.start();

  const owner = await signUp(app, 'owner');
  const renter = await signUp(app, 'renter');
  const bystander = await signUp(app, 'bystander');
  const samples = { idle: [] as number[], during: [] as number[], decline: [] as number[] };
  const me = async () => {
    const start = performance.now();
    const res = await app.inject({ url: '/api/auth/me', ...as(bystander) });
    if (res.statusCode !== 200) throw new Error(res.body);
    return performance.now() - start;
  };
  for (let run = 0; run < runs; run++) {
    const itemId = await listTent(app, owner, `Bench tent ${run}`);
    const start = addDays(todayInRiyadh(), 10 + run * 3);
    const booking = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId, startDate: start, endDate: addDays(start, 2) },
      ...as(renter),
    });
    const id = booking.json<{ id: string }>().id;
    const checkout = await app.inject({ method: 'POST', url: `/api/bookings/${id}/checkout`, ...as(renter) });
    await payOnPage(
      checkout.json<{ url: string }>().url,
      { method: 'creditcard', number: '4201320111111010' },
      sandbox.url,
    );
    await app.inject({ method: 'POST', url: `/api/bookings/${id}/payment/refresh`, ...as(renter) });
    samples.idle.push(await me());

    sandbox.control.failNext({ method: 'POST', path: /\/refund$/, delayMs });
    const declineStart = performance.now();
    const declined = app
      .inject({ method: 'POST', url: `/api/bookings/${id}/decline`, payload: {}, ...as(owner) })
      .then(() => samples.decline.push(performance.now() - declineStart));
    // While the refund's call waits at the gateway.
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, delayMs / 4)));
    samples.during.push(await me());
    await declined;
    // Let the refund finish before the next run.
    await new Promise((resolve) => setTimeout(resolve, delayMs + 500));
  }
  const row = (label: string, values: number[]) => {
    const s = stats(values);
    return `| ${label} | ${s.median.toFixed(1)} | ${s.max.toFixed(1)} |`;
  };
  console.log(`A gateway answering refunds after ${delayMs} ms, on ${bench.label}, ${runs} runs (ms):`);
  console.log('| request | median | max |\n|---|---|---|');
  console.log(row('GET /api/auth/me, the gateway idle', samples.idle));
  console.log(row('GET /api/auth/me, while a refund waits on the gateway', samples.during));
  console.log(row('the owner’s decline (it owes the refund)', samples.decline));
  await app.close();
  await sandbox.close();
  await bench.drop();
}

await main();
