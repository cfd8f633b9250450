/**
 * The results of `npm run bench` as markdown: a file of their own per data size,
 * docs/benchmarks/server-N-listings.md, replaced on each run. docs/performance.md says what is
 * measured and what the figures mean, and links to these; no script writes into it, so a run
 * never touches the hand-written text.
 */
import { condensed, type Explained } from './explain';
import { elementAt } from './lists';
import type { LoadResult } from './load';

export interface PathResult {
  key: string;
  name: string;
  request: string;
  /** Which budgets apply: search and browse, cacheable reads, the signed-in reads, the write. */
  kind: 'search' | 'cacheable' | 'signed-in' | 'write';
  result: LoadResult;
  /** Search and browse: the same statements straight through a pool. */
  ceiling?: LoadResult;
  /** With the server's caches off. */
  uncached?: LoadResult;
  /** The server's peak resident memory while this path was loaded, bytes. */
  peakRss?: number;
}

export interface BenchReport {
  date: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    postgres: string;
    loadBefore: number;
    /** Share of all cores that other processes used while the server was loaded. */
    othersDuringLoad: number;
  };
  command: string;
  data: { items: number; listed: number; users: number; bookings: number; messages: number };
  poolSize: number;
  connections: number;
  durationSeconds: number;
  hello: LoadResult;
  paths: PathResult[];
  peakRss: number;
  live?: {
    listeners: number;
    accounts: number;
    messages: number;
    first: { p50: number; p99: number; max: number };
    all: { p50: number; p99: number; max: number };
    peakRss: number;
  };
  coldStarts: number[];
  plans: Explained[];
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const ratio = (value: number, of: number) => `${((100 * value) / of).toFixed(0)} %`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

interface Budget {
  what: string;
  measured: string;
  target: string;
  met: boolean;
  margin: string;
}

/** At most `limit`: how far under, or over by how much. */
function atMost(what: string, value: number, limit: number, unit: string, show = ms): Budget {
  const met = value <= limit;
  return {
    what,
    measured: `${show(value)} ${unit}`,
    target: `≤ ${show(limit)} ${unit}`,
    met,
    margin: met
      ? `${((100 * (limit - value)) / limit).toFixed(0)} % under`
      : `over by ${show(value - limit)} ${unit} (×${(value / limit).toFixed(1)})`,
  };
}

/** At least `share` of the hello route's req/s. */
function atLeastShare(what: string, value: number, hello: number, share: number): Budget {
  const target = share * hello;
  const met = value >= target;
  return {
    what,
    measured: `${n(value)} req/s = ${ratio(value, hello)} of hello`,
    target: `≥ ${(share * 100).toFixed(0)} % (${n(target)} req/s)`,
    met,
    margin: met
      ? `×${(value / target).toFixed(2)}`
      : `short by ${n(target - value)} req/s (×${(value / target).toFixed(2)})`,
  };
}

export function budgets(report: BenchReport): Budget[] {
  const list: Budget[] = [];
  const hello = report.hello.requestsPerSecond;
  const p99Limit = report.data.items >= 1_000_000 ? 100 : 50;
  for (const path of report.paths.filter((p) => p.kind === 'search' || p.key === 'home')) {
    list.push(atMost(`p99, ${path.name}`, path.result.p99, p99Limit, 'ms'));
    if (path.uncached) list.push(atMost(`p99, ${path.name}, uncached`, path.uncached.p99, p99Limit, 'ms'));
  }
  for (const path of report.paths.filter((p) => p.kind === 'cacheable')) {
    list.push(atLeastShare(`req/s, ${path.name}`, path.result.requestsPerSecond, hello, 0.5));
  }
  for (const path of report.paths.filter((p) => p.kind === 'search')) {
    list.push(atLeastShare(`req/s, ${path.name}`, path.result.requestsPerSecond, hello, 0.2));
    if (path.uncached) {
      list.push(atLeastShare(`req/s, ${path.name}, uncached`, path.uncached.requestsPerSecond, hello, 0.2));
    }
  }
  const peak = Math.max(report.peakRss, report.live?.peakRss ?? 0);
  list.push(atMost('server RSS, peak under load', peak, 300 * 2 ** 20, '', mb));
  if (report.coldStarts.length > 0) {
    const median = elementAt(
      [...report.coldStarts].sort((a, b) => a - b),
      Math.floor(report.coldStarts.length / 2),
    );
    list.push(atMost('cold start (PGlite, demo seed), median', median / 1000, 5, 's', (v) => v.toFixed(2)));
  }
  if (report.live) {
    list.push(
      atMost(`live delivery p99, ${n(report.live.listeners)} listeners`, report.live.all.p99, 100, 'ms'),
    );
  }
  return list;
}

export function renderReport(report: BenchReport): string {
  const { machine, data, hello } = report;
  const lines: string[] = [];
  const add = (...more: string[]) => lines.push(...more);
  add(`# The server under load, ${n(data.items)} listings (${report.date})`, '');
  add(
    `- Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.postgres} on the same machine (default settings). Load average before the run: ${machine.loadBefore.toFixed(2)}; other processes used ${(100 * machine.othersDuringLoad).toFixed(1)} % of the machine while the server was loaded.`,
    `- Data: ${n(data.items)} listings (${n(data.listed)} listed), ${n(data.users)} accounts, ${n(data.bookings)} bookings, ${n(data.messages)} messages (\`npm run bench:seed -- --items ${data.items}\`).`,
    `- Command: \`${report.command}\`. Server: as \`npm start\` runs it (\`node --max-old-space-size=160 dist/server/main.js\`), NODE_ENV=production, a pool of ${report.poolSize} connections; ${report.connections} autocannon connections over loopback for ${report.durationSeconds} s per path, after a warm-up; every request asks for \`br, gzip\` as a browser does. Percentiles are autocannon's, in whole milliseconds.`,
    '',
  );

  add(
    '| path | request | req/s | p50 ms | p99 ms | req/s ÷ hello | peak RSS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  );
  add(
    `| **hello** (runtime ceiling) | \`GET /healthz\` | ${n(hello.requestsPerSecond)} | ${hello.p50} | ${hello.p99} | 100 % | |`,
  );
  for (const p of report.paths) {
    add(
      `| ${p.name} | \`${p.request}\` | ${n(p.result.requestsPerSecond)} | ${p.result.p50} | ${p.result.p99} | ${ratio(p.result.requestsPerSecond, hello.requestsPerSecond)} | ${p.peakRss ? mb(p.peakRss) : ''} |`,
    );
  }
  add('');

  const searches = report.paths.filter((p) => p.ceiling || p.uncached);
  if (searches.length > 0) {
    add(
      "Search and browse against the database: its ceiling (the statements `listItems` sends, BEGIN to COMMIT, run straight through a `pg.Pool` as large as the server's by as many workers as connections) and the server with its caches off (`READ_CACHE_SECONDS=0`, so that every request reaches the database):",
      '',
      '| path | DB ceiling req/s | DB p50 ms | DB p99 ms | uncached req/s | uncached p50 ms | uncached p99 ms | uncached ÷ DB ceiling | uncached ÷ hello |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const p of searches) {
      const c = p.ceiling;
      const u = p.uncached;
      add(
        `| ${p.name} | ${c ? n(c.requestsPerSecond) : '—'} | ${c ? ms(c.p50) : '—'} | ${c ? ms(c.p99) : '—'} | ${u ? n(u.requestsPerSecond) : '—'} | ${u ? u.p50 : '—'} | ${u ? u.p99 : '—'} | ${c && u ? ratio(u.requestsPerSecond, c.requestsPerSecond) : '—'} | ${u ? ratio(u.requestsPerSecond, hello.requestsPerSecond) : '—'} |`,
      );
    }
    add('');
  }

  add(
    `Memory: the server's peak RSS was ${mb(report.peakRss)} under the load above${report.live ? ` and ${mb(report.live.peakRss)} with ${n(report.live.listeners)} open event streams` : ''}.`,
  );
  if (report.coldStarts.length > 0) {
    add(
      `Cold start (spawn to /readyz 200; empty data directory, PGlite, migrations and the demo seed): ${report.coldStarts.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}.`,
    );
  }
  if (report.live) {
    const l = report.live;
    add(
      `Live delivery: ${n(l.listeners)} open \`/api/events\` streams (${l.accounts} accounts, 10 each); ${l.messages} messages posted one after another, each timed from the start of its POST to its arrival on all 10 streams of its receiver: p50 ${ms(l.all.p50)} ms, p99 ${ms(l.all.p99)} ms, max ${ms(l.all.max)} ms (first stream: p50 ${ms(l.first.p50)}, p99 ${ms(l.first.p99)} ms).`,
    );
  }
  add('');

  add('Budgets:', '', '| budget | measured | target | met | margin |', '| --- | --- | --- | :-: | --- |');
  for (const b of budgets(report))
    add(`| ${b.what} | ${b.measured} | ${b.target} | ${b.met ? '✅' : '❌'} | ${b.margin} |`);
  add('');

  if (report.plans.length > 0) {
    add(
      'Plans (`EXPLAIN (ANALYZE, BUFFERS)` of the statements `listItems` runs, on an idle server, warm cache):',
      '',
      '| query | page statement ms | count statement ms | indexes used | sequential scans |',
      '| --- | ---: | ---: | --- | --- |',
    );
    for (const e of report.plans) {
      const [page, count] = e.statements;
      add(
        `| ${e.name} | ${page?.executionMs.toFixed(2) ?? '—'} | ${count?.executionMs.toFixed(2) ?? '—'} | ${e.indexes.join(', ')} | ${e.sequentialScans.length > 0 ? e.sequentialScans.join('; ') : 'none'} |`,
      );
    }
    add('');
    for (const e of report.plans) {
      add(`<details><summary>${e.name}: <code>${e.query}</code></summary>`, '');
      for (const s of e.statements) {
        add(
          `${s.role} statement, ${s.executionMs.toFixed(2)} ms:`,
          '',
          '```',
          ...condensed(s.plan),
          '```',
          '',
        );
      }
      add('</details>', '');
    }
  }
  return lines.join('\n').trimEnd();
}

/** Where the results for `items` listings go, from the repository's root. */
export const resultsFileOf = (items: number) => `docs/benchmarks/server-${items}-listings.md`;

/**
 * The whole file for a run: its results, under a line saying where they come from and where they
 * are explained (a reader may open the file alone).
 */
export function resultsDocument(markdown: string): string {
  return [
    '<!-- Written by `npm run bench` (scripts/bench/run.ts) and replaced on each run: edit the script, not this file. -->',
    '',
    markdown,
    '',
    'What is measured, how to run it and what the figures mean: [docs/performance.md](../performance.md).',
    '',
  ].join('\n');
}
