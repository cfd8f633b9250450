#!/usr/bin/env node
// The client's size budgets (docs/performance.md), measured on the production build as a visitor's phone loads it.
//
//   npm run build && npm run budget:client
//
// 1. Statically, from the build's chunk graph (dist/client/.vite/manifest.json and the source maps):
//    the entry and everything it imports statically must not contain the heavy parts that load on
//    demand: the admin screens, the chart (recharts, d3), the map (leaflet, supercluster), the
//    calendar (react-day-picker) and the invoice's QR code (uqr).
// 2. In Chromium (Debian's, with the e2e flags), at a phone's viewport, in Arabic and in English:
//    the built app is started on a free port (scripts/e2e-server.mjs: production mode, a throwaway
//    database with the demo data), `/` is opened and left until the network is idle, and every
//    JavaScript and CSS response is added up twice: as sent (the compressed bytes Chromium received:
//    the server sends the build's brotli files) and gzipped here at level 9. kB = 1000 bytes, as
//    Vite prints them. The font files fetched are listed (only the faces the page uses download).
//
// Budgets: JavaScript ≤ 153 kB (150 until the money pages, 152 until the Arabic-first forms:
// docs/performance.md, "Payments" and "The first page's budget with the Arabic-first forms"),
// CSS ≤ 30 kB, compressed as sent (a response the server did not
// compress counts at its gzip -9 size). The gzip -9 totals are printed beside them. A table is
// printed always; the exit code is 1 when a budget or the static check fails.
//
// Options: --client-dir DIR (or CLIENT_DIR; default dist/client), --url URL (measure a server that is
// already running instead of starting one), --json FILE (the checks, for scripts/test-summary.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config.ts';
import { startBuiltApp } from './built-app.ts';

export const BUDGETS = { script: 153_000, stylesheet: 30_000 };

/** Modules that must load on demand only: never in the entry's static import graph. */
const ON_DEMAND_ONLY = [
  { name: 'admin screens', pattern: /src\/client\/features\/admin\// },
  { name: 'recharts (admin chart)', pattern: /node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\// },
  {
    name: 'leaflet (map)',
    pattern: /node_modules\/(leaflet|react-leaflet|@react-leaflet\/[a-z-]+|supercluster)\//,
  },
  { name: 'react-day-picker (calendar)', pattern: /node_modules\/react-day-picker\// },
  { name: 'uqr (the invoice QR code)', pattern: /node_modules\/uqr\// },
];

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    'client-dir': { type: 'string' },
    url: { type: 'string' },
    json: { type: 'string' },
  },
});
const clientDir = resolve(options['client-dir'] ?? process.env.CLIENT_DIR ?? join(root, 'dist', 'client'));

const kB = (bytes) => (bytes / 1000).toFixed(1);
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** Rows of cells as an aligned Markdown table (numbers right-aligned). */
function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[\d.,]+$|^—$/.test(String(row[i]))),
  );
  const line = (row) =>
    `| ${row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
}

// ── 1. The static chunk graph ────────────────────────────────────────────────────────────────────
function staticCheck() {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      ok: false,
      chunks: [],
      message: `${manifestFile} is missing: build the client first (npm run build)`,
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return { ok: false, chunks: [], message: 'the manifest has no entry' };
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  const chunks = [...seen].map((key) => {
    const file = manifest[key].file;
    const code = readFileSync(join(clientDir, file));
    const mapFile = join(clientDir, `${file}.map`);
    const sources = existsSync(mapFile)
      ? JSON.parse(readFileSync(mapFile, 'utf8')).sources
      : [manifest[key].src ?? key];
    const offenders = ON_DEMAND_ONLY.filter(({ pattern }) =>
      sources.some((source) => pattern.test(source)),
    ).map(({ name }) => name);
    return { file, gzip: gzipSize(code), offenders };
  });
  const offenders = [...new Set(chunks.flatMap((chunk) => chunk.offenders))];
  return {
    ok: offenders.length === 0,
    chunks,
    message:
      offenders.length === 0
        ? `the entry and its ${chunks.length - 1} static imports leave out: ${ON_DEMAND_ONLY.map((m) => m.name).join(', ')}`
        : `the entry's static imports contain: ${offenders.join(', ')}`,
  };
}

// ── 2. What a phone downloads ────────────────────────────────────────────────────────────────────

async function measure(browser, url, language) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  // The visitor's choice as the language switcher leaves it: localStorage, mirrored in a cookie.
  await context.addInitScript((lang) => localStorage.setItem('ajjir.language', lang), language);
  await context.addCookies([{ name: 'ajjir.language', value: language, url }]);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'font'].includes(type)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const encoding = response.headers()['content-encoding'] ?? 'none';
        const gzip = gzipSize(body);
        return {
          type,
          file: basename(new URL(response.url()).pathname),
          status: response.status(),
          raw: body.length,
          gzip,
          encoding,
          // What came over the wire; an uncompressed response counts at its gzip -9 size.
          sent: encoding === 'none' ? gzip : sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  // Whatever the page starts once it has settled (idle callbacks, observers) counts too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) throw new Error(`the page opened in ${lang}, not ${language}`);
  const resources = await Promise.all(pending);
  await context.close();
  const failed = resources.filter((r) => r.status >= 400);
  if (failed.length > 0)
    throw new Error(`failed responses: ${failed.map((r) => `${r.file} ${r.status}`).join(', ')}`);
  return resources;
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────
const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });

const graph = staticCheck();
check('entry chunk graph', graph.ok, graph.message);

let server;
let browser;
const byLanguage = {};
try {
  server = options.url
    ? { url: options.url.replace(/\/$/, ''), stop() {} }
    : await startBuiltApp({ clientDir });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  for (const language of ['ar', 'en']) byLanguage[language] = await measure(browser, server.url, language);
} finally {
  await browser?.close();
  server?.stop();
}

console.log(`\nClient budgets: what a phone downloads for / (${server.url}, client ${clientDir})\n`);
for (const [language, resources] of Object.entries(byLanguage)) {
  const sorted = [...resources].sort((a, b) => a.type.localeCompare(b.type) || b.gzip - a.gzip);
  console.log(`### / in ${language === 'ar' ? 'Arabic' : 'English'} (${language})\n`);
  console.log(
    table(
      ['file', 'type', 'raw kB', 'sent kB', 'sent as', 'gzip -9 kB'],
      sorted.map((r) => [r.file, r.type, kB(r.raw), kB(r.sent), r.encoding, kB(r.gzip)]),
    ),
  );
  console.log();
  for (const type of ['script', 'stylesheet']) {
    const own = resources.filter((r) => r.type === type);
    const sent = own.reduce((sum, r) => sum + r.sent, 0);
    const gzip = own.reduce((sum, r) => sum + r.gzip, 0);
    const label = type === 'script' ? 'JavaScript' : 'CSS';
    check(
      `${label} on / (${language})`,
      sent <= BUDGETS[type],
      `${kB(sent)} kB sent (gzip -9: ${kB(gzip)} kB) in ${own.length} files; budget ${kB(BUDGETS[type])} kB`,
    );
  }
  const fonts = resources.filter((r) => r.type === 'font');
  check(
    `fonts on / (${language})`,
    fonts.every((f) => f.file.endsWith('.woff2')),
    `${fonts.length} woff2 files, ${kB(fonts.reduce((sum, f) => sum + f.raw, 0))} kB: ${fonts.map((f) => f.file.replace(/-[\w-]{8}\.woff2$/, '')).join(', ') || 'none'}`,
  );
}

console.log('### Entry chunk graph (static imports of the entry)\n');
console.log(
  table(
    ['chunk', 'gzip -9 kB', 'on-demand code found'],
    graph.chunks.map((c) => [c.file, kB(c.gzip), c.offenders.join(', ') || '—']),
  ),
);
console.log(
  `\nTotal: ${kB(graph.chunks.reduce((sum, c) => sum + c.gzip, 0))} kB gzip before the page's own chunk\n`,
);

console.log('### Budgets\n');
console.log(
  table(
    ['check', 'result', 'measured'],
    checks.map((c) => [c.name, c.ok ? 'pass' : 'FAIL', c.detail]),
  ),
);
const failed = checks.filter((c) => !c.ok);
console.log(`\nClient budget: ${checks.length - failed.length} passed, ${failed.length} failed`);
if (options.json) writeFileSync(options.json, JSON.stringify({ checks, byLanguage }, null, 2));
process.exit(failed.length > 0 ? 1 : 0);
