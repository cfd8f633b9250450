/**
 * The built app as the end-to-end tests run it (scripts/e2e-server.mjs: production mode, a
 * throwaway embedded database with the demo data) on a free loopback port, for the scripts that
 * measure it in a browser (check-client-budget.mjs, lighthouse.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../src/server/test/free-port';

const root = resolve(import.meta.dirname, '..');

export interface BuiltApp {
  url: string;
  stop: () => void;
}

/** Starts it and waits for /readyz; `publicUrl` makes its own address the public one (canonical links). */
export async function startBuiltApp({
  clientDir,
  publicUrl = false,
}: {
  clientDir?: string;
  publicUrl?: boolean;
} = {}): Promise<BuiltApp> {
  if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('dist/server/main.js is missing: run npm run build first');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(publicUrl && { PUBLIC_URL: url }),
      ...(clientDir && { CLIENT_DIR: resolve(clientDir) }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready within 2 minutes');
}
