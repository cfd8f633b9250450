/**
 * A loopback port nothing listens on now: the OS picks one for a probe server,
 * which is closed at once. For tests that start a server (or need an address
 * that refuses connections), and for the benchmarks (scripts/bench/server.ts).
 */
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
