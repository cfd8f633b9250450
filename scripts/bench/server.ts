/**
 * The production server as `npm start` runs it (node dist/server/main.js), as a
 * child process of the benchmark: built first when the build is missing or
 * older than the sources, started on a free loopback port, watched for its
 * resident memory, and stopped at the end.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../src/server/test/free-port';

const root = join(import.meta.dirname, '..', '..');
/**
 * Production refuses the in-process sandboxes of payments and of the identity services
 * (docs/decisions/0044-payments.md, 0062-verified-members.md); servers started to measure something
 * else are given the real services' settings pointing where nothing listens. They take no payment
 * and verify nobody, so no service is ever asked.
 */
export const UNUSED_PAYMENTS_ENV = {
  PAYMENTS: 'moyasar',
  // Production takes only https and live keys (docs/operations.md, "Going live with Moyasar").
  MOYASAR_API_URL: 'https://127.0.0.1:9/v1',
  MOYASAR_SECRET_KEY: 'sk_live_unused',
  MOYASAR_PUBLISHABLE_KEY: 'pk_live_unused',
  MOYASAR_WEBHOOK_SECRET: 'unused-webhook-secret-0123456789',
  LEGAL_NAME: 'شركة أجّر للتأجير',
  VAT_NUMBER: '300000000000003',
  SELLER_ADDRESS: 'طريق الملك فهد، العليا، الرياض 12214',
  OPERATOR_CR_NUMBER: '1010000000',
  OPERATOR_EMAIL: 'privacy@example.sa',
  OPERATOR_PHONE: '+966110000000',
  NAFATH: 'elm',
  NAFATH_API_URL: 'https://127.0.0.1:9',
  NAFATH_APP_ID: 'unused',
  NAFATH_APP_KEY: 'unused',
  SMS: 'taqnyat',
  TAQNYAT_API_URL: 'https://127.0.0.1:9',
  TAQNYAT_TOKEN: 'unused',
  TAQNYAT_SENDER: 'Ajjir',
  WATHQ: 'wathq',
  WATHQ_API_URL: 'https://127.0.0.1:9',
  WATHQ_API_KEY: 'unused',
  IDENTITY_HASH_KEY: 'unused-identity-hash-key-0123456789',
} as const;

export const SERVER_ENTRY = join(root, 'dist', 'server', 'main.js');
/** Node's flags from `npm start` (package.json), so the benchmark runs the server with the same heap. */
const START_FLAGS: string[] = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string
)
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
/** What the server's bundle is built from. */
const SOURCES = ['src/server', 'src/shared', 'scripts/build-server.mjs'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds dist/server (`npm run build:server`) when it is missing or older than its sources. */
export function ensureServerBuild(log: (line: string) => void): void {
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (built >= sources) return;
  log(
    built === 0 ? 'Building the server (dist/server is missing)…' : 'Building the server (sources changed)…',
  );
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
}

export interface RunningServer {
  base: string;
  pid: number;
  /** Resident memory now, in bytes (VmRSS). */
  rss(): number;
  /** Everything it wrote to stderr and stdout (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  stop(): Promise<void>;
}

/** Resident memory of a process in bytes, from /proc (Linux); 0 once it has gone. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts `node dist/server/main.js` with npm start's flags and `env` (on top of PATH and HOME only, so the caller's
 * environment cannot change what is measured) and waits for /readyz. Answers when it is ready and
 * how long that took from the spawn.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<RunningServer & { readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Never outlive the benchmark, even when it fails.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killChild);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const { pid } = child;
  // No pid: the spawn itself failed, and its 'error' says why.
  if (pid === undefined) throw new Error(`the server could not be started\n${output}`);
  const server: RunningServer = {
    base,
    pid,
    rss: () => rssOf(pid),
    output: () => output,
    stop: () => stop(child, exited),
  };
  try {
    await waitForReady(base, child, started + timeoutMs);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { ...server, readyMs: performance.now() - started };
}

async function waitForReady(base: string, child: ChildProcess, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server was not ready in time');
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Samples a value (a process's RSS) every `everyMs` until stopped; answers the peak. */
export function sampler(read: () => number, everyMs = 100) {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, everyMs);
  return {
    peak: () => peak,
    /** Forgets the peak so far (a new phase). */
    reset: () => {
      peak = read();
    },
    stop: () => clearInterval(timer),
  };
}
