/**
 * Lighthouse (12.2.3, the mobile preset: a mid-range phone on slow 4G, simulated) on the production
 * build: the home page, browse and an item page, in Arabic and in English, each with a fresh Chromium
 * profile and a cold cache. Fails (exit 1) when any category of any page scores below 95.
 *
 *   npm run build && npm run lighthouse
 *   npm run lighthouse -- --languages ar --pages home,browse,item     (what CI runs)
 *
 * Options: --url URL (audit a server that is already running instead of starting one on a free port
 * with scripts/e2e-server.mjs), --client-dir DIR (or CLIENT_DIR), --pages home,browse,item,
 * --languages ar,en, --runs N (audits per page; the median performance run is kept),
 * --json FILE (the results and a pass or fail per page, for scripts/test-summary.mjs),
 * --report-dir DIR (each page's full Lighthouse result, to open in the Lighthouse viewer or to read),
 * --min SCORE (95, every category), --min-performance SCORE (performance's own floor, if lower).
 *
 * The language is the visitor's stored choice (localStorage['ajjir.language'] and the cookie the
 * client mirrors it in, as the language switcher leaves them): it is written on a first visit to
 * /robots.txt (no app assets, so nothing is cached by it), and Lighthouse's own storage reset clears
 * the HTTP cache but neither localStorage nor cookies.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { elementAt } from './bench/lists';
import { startBuiltApp } from './built-app';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Language = 'ar' | 'en';
type PageName = 'home' | 'browse' | 'item';

// The end-to-end tests' Chromium and flags (playwright.config.ts), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_LAUNCH.args];

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    'client-dir': { type: 'string' },
    pages: { type: 'string', default: 'home,browse,item' },
    languages: { type: 'string', default: 'ar,en' },
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    'report-dir': { type: 'string' },
    min: { type: 'string', default: '95' },
    'min-performance': { type: 'string' },
  },
});
const pages = options.pages.split(',') as PageName[];
const languages = options.languages.split(',') as Language[];
const runs = Math.max(1, Number(options.runs));
const minimum = Number(options.min);
/** The floor for each category: --min, or --min-performance for performance (CI's regression guard). */
const floorOf = (category: (typeof CATEGORIES)[number]) =>
  category === 'performance' && options['min-performance'] !== undefined
    ? Number(options['min-performance'])
    : minimum;

interface Audit {
  page: PageName;
  language: Language;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits that lost points, for the report: "id (score)". */
  flagged: string[];
  warnings: string[];
}

async function audit(url: string, origin: string, language: Language, page: PageName): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate((lang) => localStorage.setItem('ajjir.language', lang), language);
    // The cookie the client mirrors the choice in (i18n.ts), which the server reads.
    await browser.defaultBrowserContext().setCookie({
      name: 'ajjir.language',
      value: language,
      domain: new URL(origin).hostname,
      path: '/',
    });
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      undefined,
      // puppeteer-core's Page and the one Lighthouse's types name are the same class, of two copies.
      tab as unknown as Parameters<typeof lighthouse>[3],
    );
    await browser.disconnect();
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const lhr = result.lhr;
    if (options['report-dir']) {
      mkdirSync(options['report-dir'], { recursive: true });
      writeFileSync(join(options['report-dir'], `${page}-${language}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Audit['scores'];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Audit['metrics'];
    const flagged = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => {
          const a = lhr.audits[ref.id];
          return (
            a && a.score !== null && a.score < 1 && (ref.weight > 0 || a.details?.type === 'opportunity')
          );
        })
        .map((ref) => `${category}/${ref.id} (${lhr.audits[ref.id]?.score})`),
    );
    return {
      page,
      language,
      url,
      scores,
      metrics,
      flagged: [...new Set(flagged)],
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function auditWithRetry(
  url: string,
  origin: string,
  language: Language,
  page: PageName,
): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, origin, language, page);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${page} (${language}): ${(error as Error).message}; trying again`);
    }
  }
}

/** A real demo item: the newest listing, the first the home page shows. */
async function itemPath(origin: string): Promise<string> {
  const items = (await (await fetch(`${origin}/api/items?limit=1`)).json()) as { id: string }[];
  if (!items[0]) throw new Error('the demo data has no items');
  return `/item/${items[0].id}`;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

const started = Date.now();
const server = options.url
  ? { url: options.url.replace(/\/$/, ''), stop() {} }
  : await startBuiltApp({ clientDir: options['client-dir'] ?? process.env.CLIENT_DIR, publicUrl: true });
const results: Audit[] = [];
try {
  const paths: Record<PageName, string> = { home: '/', browse: '/browse', item: await itemPath(server.url) };
  for (const language of languages) {
    for (const page of pages) {
      const attempts: Audit[] = [];
      for (let run = 0; run < runs; run += 1) {
        attempts.push(await auditWithRetry(`${server.url}${paths[page]}`, server.url, language, page));
      }
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      const kept = elementAt(attempts, Math.floor((attempts.length - 1) / 2));
      results.push(kept);
      console.log(
        `${page} (${language}): ${CATEGORIES.map((c) => `${c} ${kept.scores[c]}`).join(', ')}${
          runs > 1
            ? ` [performance of the ${runs} runs: ${attempts.map((a) => a.scores.performance).join(', ')}]`
            : ''
        }`,
      );
    }
  }
} finally {
  server.stop();
}

console.log(
  '\n| page | lang | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of results) {
  console.log(
    row([
      r.page,
      r.language,
      ...CATEGORIES.map((c) => (r.scores[c] < floorOf(c) ? `**${r.scores[c]}**` : r.scores[c])),
      ms(r.metrics.FCP),
      ms(r.metrics.LCP),
      ms(r.metrics.TBT),
      r.metrics.CLS.toFixed(3),
      ms(r.metrics.SI),
    ]),
  );
}
const flagged = results.filter((r) => r.flagged.length > 0);
if (flagged.length > 0) {
  console.log('\nAudits that lost points:');
  for (const r of flagged) console.log(`  ${r.page} (${r.language}): ${r.flagged.join(', ')}`);
}
const warnings = [...new Set(results.flatMap((r) => r.warnings))];
if (warnings.length > 0) console.log(`\nLighthouse warnings:\n  ${warnings.join('\n  ')}`);

const failures = results.flatMap((r) =>
  CATEGORIES.filter((c) => r.scores[c] < floorOf(c)).map(
    (c) => `${r.page} (${r.language}) ${c} ${r.scores[c]} < ${floorOf(c)}`,
  ),
);
const floors = CATEGORIES.map((c) => `${c} ${floorOf(c)}`).join(', ');
console.log(
  `\n${results.length} pages audited in ${((Date.now() - started) / 1000).toFixed(0)} s; floors: ${floors}`,
);
if (options.json) {
  const checks = results.map((r) => ({
    name: `Lighthouse ${r.page} (${r.language})`,
    ok: CATEGORIES.every((c) => r.scores[c] >= floorOf(c)),
    detail: CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', '),
  }));
  writeFileSync(options.json, JSON.stringify({ checks, results }, null, 2));
}
if (failures.length > 0) {
  console.log(`Below the floor: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(`Every category of every page is at or above its floor (${floors})`);
