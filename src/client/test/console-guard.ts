/**
 * Fails a test that calls console.error without expecting it: React's warnings (a missing key, an
 * update outside act, a bad prop) and caught failures that are only logged would otherwise pass
 * silently. A test that expects an error silences it itself:
 * `vi.spyOn(console, 'error').mockImplementation(() => {})` replaces the recorder for that test.
 */
import { afterEach, beforeEach } from 'vitest';

export function failOnConsoleError(): void {
  const original = console.error;
  let calls: unknown[][] = [];

  beforeEach(() => {
    calls = [];
    // A plain function rather than vi.spyOn, so that a test's own spy wraps it instead of reusing it.
    console.error = (...args: unknown[]) => {
      calls.push(args);
      original.apply(console, args);
    };
  });

  afterEach(() => {
    console.error = original;
    if (calls.length === 0) return;
    const messages = calls.map((args) => args.map(describe).join(' ')).join('\n---\n');
    calls = [];
    throw new Error(`console.error was called unexpectedly:\n${messages}`);
  });
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
