/**
 * The components project (happy-dom): the DOM and the app's toasts are emptied after each test,
 * any unexpected console.error fails the test, and i18next has the real strings. Files share a
 * worker (isolate: false), so a toast left by one test would otherwise show in the next file's
 * render.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from '../components/ui/toast-store';
import { failOnConsoleError } from './console-guard';
import { initTestI18n } from './i18n';

initTestI18n();
failOnConsoleError();
afterEach(() => {
  cleanup();
  toastStore.remove();
});
