/**
 * The components project (happy-dom): the DOM and the app's toasts are emptied after each test,
 * any unexpected console.error fails the test, and i18next has the real strings. Files share a
 * worker (isolate: false), so a toast left by one test would otherwise show in the next file's
 * render.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from '../components/ui/toast-store';
import { failOnConsoleError } from './console-guard';
import { initTestI18n } from './i18n';

initTestI18n();
failOnConsoleError();
// How long findBy… and waitFor wait for what a test expects to appear: a bound for one that never
// comes, under the project's testTimeout (vitest.config.ts), not a guess of how soon it does.
// Testing Library's own 1 s failed honest tests on a busy two-core machine (docs/decisions/0037).
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  cleanup();
  toastStore.remove();
});
