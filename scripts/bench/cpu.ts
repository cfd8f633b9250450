/**
 * Was the machine ours during the measurement? The CPU time the whole
 * machine spent busy, less what the benchmark, the server and PostgreSQL
 * spent, is what other work took (Linux /proc; 0 elsewhere).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** Busy jiffies of the whole machine (all but idle and iowait). */
function machineBusy(): number {
  const fields = read('/proc/stat').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((a, b) => a + b, 0);
  return total - (fields[3] ?? 0) - (fields[4] ?? 0);
}

/** utime + stime of a process, in jiffies. */
function processBusy(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

function postgresPids(): number[] {
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry) && read(`/proc/${entry}/comm`).trim() === 'postgres')
    .map(Number);
}

/** Jiffies per second of /proc's times (USER_HZ, 100 on Linux). */
const HZ = 100;

/**
 * Starts counting. `share()` answers the part of the machine (all cores) that processes other than
 * this one, `ours()` (the server) and PostgreSQL's used since: 0 when the machine was ours alone.
 */
export function watchOtherCpu(ours: () => number[]) {
  const snapshot = () => {
    const pids = [process.pid, ...ours(), ...postgresPids()];
    return {
      at: performance.now(),
      machine: machineBusy(),
      byPid: new Map(pids.map((pid) => [pid, processBusy(pid)])),
    };
  };
  const start = snapshot();
  return {
    share(): number {
      const end = snapshot();
      let used = 0;
      for (const [pid, busy] of end.byPid) used += Math.max(0, busy - (start.byPid.get(pid) ?? 0));
      const others = Math.max(0, end.machine - start.machine - used) / HZ;
      const available = ((end.at - start.at) / 1000) * cpus().length;
      return available > 0 ? others / available : 0;
    },
  };
}
