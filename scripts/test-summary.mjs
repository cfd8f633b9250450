// Adds up the Vitest and Playwright JSON reports into one closing line,
// "N passed, N failed, N skipped", that CI can read whatever the runners.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));

const passed = vitest.numPassedTests + playwright.stats.expected;
const failed = vitest.numFailedTests + playwright.stats.unexpected + playwright.stats.flaky;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;

console.log(`\nunit+api: ${vitest.numPassedTests} passed; end-to-end: ${playwright.stats.expected} passed`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
