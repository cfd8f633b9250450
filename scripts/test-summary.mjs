// Adds up the Vitest and Playwright JSON reports, and the checks of the client budget and
// Lighthouse (each a list of { name, ok }), into one closing line, "N passed, N failed, N skipped",
// that CI can read whatever the runners. A check report named but missing (its script crashed
// before writing it) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const [vitestFile, playwrightFile, ...checkFiles] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));

const checks = checkFiles.flatMap((file) =>
  existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8')).checks
    : [{ name: `${basename(file)} (not written: its script failed)`, ok: false }],
);
const checksPassed = checks.filter((check) => check.ok).length;
const checksFailed = checks.length - checksPassed;
for (const check of checks.filter((c) => !c.ok))
  console.log(`FAILED: ${check.name}${check.detail ? `: ${check.detail}` : ''}`);

const passed = vitest.numPassedTests + playwright.stats.expected + checksPassed;
const failed = vitest.numFailedTests + playwright.stats.unexpected + playwright.stats.flaky + checksFailed;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;

console.log(
  `\nunit+api: ${vitest.numPassedTests} passed; end-to-end: ${playwright.stats.expected} passed` +
    (checks.length > 0 ? `; budgets and Lighthouse: ${checksPassed} of ${checks.length} checks passed` : ''),
);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
