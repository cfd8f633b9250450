/**
 * Faults a test asks for: the next API call that matches answers an error status, is slow enough
 * for a client to give up on it, or is held until the test lets it go (a gateway as slow as the
 * test needs, without the test guessing a time). Each fault is used once.
 */

export interface Fault {
  /** GET, POST…; any method when left out. */
  method?: string;
  /** The path under the sandbox (`/v1/payments/…`): a prefix, or a pattern. */
  path: string | RegExp;
  /** Answer this status (e.g. 503) instead of doing the call. */
  status?: number;
  /** Wait this long first; with no status the call then goes on as usual. */
  delayMs?: number;
  /** Wait until this settles (or the sandbox closes) first; with no status the call then goes on. */
  until?: Promise<unknown>;
}

export function createFaults() {
  let faults: Fault[] = [];
  const waits = new Set<() => void>();
  let holding = 0;

  const matches = (fault: Fault, method: string, path: string) =>
    (!fault.method || fault.method.toUpperCase() === method) &&
    (typeof fault.path === 'string' ? path.startsWith(fault.path) : fault.path.test(path));

  return {
    failNext(fault: Fault): void {
      faults.push(fault);
    },
    clear(): void {
      faults = [];
    },
    /** The first fault for this call, taken off the list. */
    take(method: string, path: string): Fault | null {
      const index = faults.findIndex((fault) => matches(fault, method, path));
      return index < 0 ? null : (faults.splice(index, 1)[0] ?? null);
    },
    /** How many calls are held by an `until` fault right now. */
    held(): number {
      return holding;
    },
    /** Waits for `until`, or less if the sandbox closes meanwhile; counted in `held` meanwhile. */
    async hold(until: Promise<unknown>): Promise<void> {
      let closed: () => void = () => {};
      const closing = new Promise<void>((resolve) => {
        closed = resolve;
        waits.add(closed);
      });
      holding += 1;
      try {
        await Promise.race([until, closing]);
      } finally {
        holding -= 1;
        waits.delete(closed);
      }
    },
    /** Waits `ms`, or less if the sandbox closes meanwhile. */
    wait(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waits.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        waits.add(done);
      });
    },
    close(): void {
      for (const done of [...waits]) done();
    },
  };
}
