/**
 * The server as a child process of a test, run from source
 * (`node --import tsx src/server/main.ts`), so it needs no build: started on a
 * free loopback port with the given environment (on top of PATH and HOME
 * only), waited for until /readyz answers, and watched through its log, which
 * is Fastify's JSON lines at LOG_LEVEL=info: every request's id appears when
 * the request arrives ("incoming request") and when it is answered.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../free-port';

const root = join(import.meta.dirname, '..', '..', '..', '..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has gone, however it went. */
  exited: Promise<Exit>;
  /** Everything it wrote, stdout and stderr (for failure messages). */
  output(): string;
  /** Request ids (X-Request-Id) the server has logged as arrived. */
  arrived: Set<string>;
  /** Resolves once every one of `ids` has arrived at the server. */
  waitForArrival(ids: string[], timeoutMs?: number): Promise<void>;
}

// A bound for a server that hangs, not a guess at how fast it starts: a busy two-core machine
// took over a minute to load the server through tsx (docs/decisions/0037).
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 240_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the test run, even when it fails.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killChild);
      resolve({ code, signal });
    }),
  );

  let output = '';
  let partial = '';
  const arrived = new Set<string>();
  let onArrival = () => {};
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"incoming request"')) continue;
      try {
        const entry = JSON.parse(line) as { reqId?: string };
        if (entry.reqId) arrived.add(entry.reqId);
      } catch {
        // Not a log line.
      }
    }
    onArrival();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    child,
    exited,
    output: () => output,
    arrived,
    waitForArrival(ids, waitMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!ids.every((id) => arrived.has(id))) return;
          clearTimeout(timer);
          onArrival = () => {};
          resolve();
        };
        const timer = setTimeout(() => {
          onArrival = () => {};
          const missing = ids.filter((id) => !arrived.has(id));
          reject(new Error(`${missing.length} requests never arrived: ${missing.slice(0, 5).join(', ')}`));
        }, waitMs);
        onArrival = check;
        check();
      });
    },
  };

  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready\n${output}`,
      );
    }
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the server was not ready within ${timeoutMs} ms\n${output}`);
}
