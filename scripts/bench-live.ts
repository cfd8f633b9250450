/**
 * Live message delivery: the time from POST /api/messages to the message's
 * arrival on the receiver's Server-Sent Events stream, over real HTTP on
 * loopback, compared with polling (docs/product.md, "Limits") (a 2 s poll of the open thread:
 * 1 s on average, 2 s at worst).
 *
 *   npx tsx scripts/bench-live.ts [--messages 200]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-live.ts
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { currentConsent } from '@shared/legal';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { openSse } from '../src/server/features/events/sse-client';
import { POLL_THREAD_MS } from '../src/shared/constants';
import { openBenchDatabase, serverVersion } from './bench/database';
import { elementAt } from './bench/lists';
import { timeDeliveries } from './bench/live';

const { values } = parseArgs({ options: { messages: { type: 'string', default: '200' } } });
const total = Number(values.messages);

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
let app: FastifyInstance | undefined;
try {
  await bench.database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  app = await buildApp({ config, database: bench.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sender = await register(base, 'bench_sender');
  const receiver = await register(base, 'bench_receiver');
  const live = await openSse(`${base}/api/events`, { cookie: receiver.cookie });
  const latencies = (
    await timeDeliveries(base, sender.cookie, [{ userId: receiver.id, streams: [live] }], total)
  ).map((delivery) => delivery.all);
  live.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => elementAt(sorted, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`# Live message delivery (post → SSE receipt)`);
  console.log();
  console.log(`- database: ${bench.label}, ${await serverVersion(bench.database.db)}`);
  console.log(
    `- machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(`- ${total} messages, one after another, over HTTP on loopback`);
  console.log();
  console.log(`| | median | p99 | max |`);
  console.log(`| --- | --- | --- | --- |`);
  console.log(`| live (SSE) | ${ms(at(0.5))} | ${ms(at(0.99))} | ${ms(at(1))} |`);
  console.log(
    `| Polling every ${POLL_THREAD_MS / 1000} s | ${ms(POLL_THREAD_MS / 2)} (mean) | — | ${ms(POLL_THREAD_MS)} |`,
  );
} finally {
  await app?.close();
  await bench.drop();
}

async function register(base: string, prefix: string): Promise<{ id: string; cookie: string }> {
  const username = `${prefix}_${process.pid}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@example.sa`,
      password: 'bench-pass-1',
      username,
      firstName: 'Bench',
      lastName: prefix,
      accountType: 'individual',
      consent: currentConsent(),
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const [cookie = ''] = (res.headers.get('set-cookie') ?? '').split(';');
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}
