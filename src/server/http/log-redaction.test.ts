/** Secrets stay out of the log (http/log-redaction.ts), and a risky setting is told at start. */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config/config';
import { createTestDatabase, testConfig } from '../test/test-app';
import { REDACTED, redactedUrl } from './log-redaction';

const TOKEN = 'q3V9xLr0-aZ_81mN2kPb7sYtW4eHc6dJfGuQiO5vRnA';

describe('redactedUrl', () => {
  it.each([
    [`/reset-password?token=${TOKEN}`, `/reset-password?token=${REDACTED}`],
    [`/x?lang=ar&Reset_Token=abc&page=2`, `/x?lang=ar&Reset_Token=${REDACTED}&page=2`],
    [`/x?secret=1&api%5Fkey=2&sig=3`, `/x?secret=${REDACTED}&api%5Fkey=${REDACTED}&sig=${REDACTED}`],
    [`/setup-admin?s=${TOKEN}`, `/setup-admin?s=${REDACTED}`],
    ['/browse?search=tent&page=2', '/browse?search=tent&page=2'],
    ['/item/7c150710?x', '/item/7c150710?x'],
    ['/no-query', '/no-query'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});

/** An app on a fresh database whose log lines are collected. */
async function appWithLog(config: Partial<AppConfig>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({ config: testConfig(config), database, logger: { level: 'info', stream } });
  await app.ready();
  const closeAll = async () => {
    await app.close();
    await drop();
  };
  return { app, log: () => lines.join(''), close: closeAll };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the request log', () => {
  it('names the URL without the reset token or any secret-looking query value', async () => {
    const t = await appWithLog({ resetLinksOnScreen: false });
    close = t.close;
    await t.app.inject(`/reset-password?token=${TOKEN}`);
    await t.app.inject(`/api/auth/me?code=${TOKEN.slice(0, 12)}&other=${TOKEN}`);
    const log = t.log();
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/auth/me?code=[redacted]&other=[redacted]');
    expect(log).not.toContain(TOKEN.slice(0, 12));
  });

  it('warns at start when password-reset links are given on screen, and only then', async () => {
    const onScreen = await appWithLog({ resetLinksOnScreen: true });
    const warned = onScreen.log();
    await onScreen.close();
    const byMail = await appWithLog({ resetLinksOnScreen: false });
    close = byMail.close;
    expect(warned).toContain('password-reset links are given on screen');
    expect(byMail.log()).not.toContain('password-reset links are given on screen');
  });
});
