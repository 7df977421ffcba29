/**
 * Latency histogram and /proc readers shared by the benchmark's orchestrator and workers.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** Histogram resolution: one bucket per 0.1 ms. */
const BUCKETS_PER_MS = 10;
/** Latencies above this land in the last bucket. */
const MAX_MS = 60_000;

/** Fixed-resolution latency histogram (0.1 ms buckets up to 60 s). */
export class Histogram {
  readonly counts = new Uint32Array(MAX_MS * BUCKETS_PER_MS + 1);
  total = 0;

  /** Records one latency in milliseconds (negative values, from clock skew, count as 0). */
  record(ms: number): void {
    const i = Math.min(this.counts.length - 1, Math.max(0, Math.round(ms * BUCKETS_PER_MS)));
    this.counts[i]!++;
    this.total++;
  }

  /** Non-empty buckets as [index, count] pairs, small enough to send over IPC. */
  sparse(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    this.counts.forEach((c, i) => {
      if (c > 0) out.push([i, c]);
    });
    return out;
  }

  /** Adds a sparse histogram from another process. */
  merge(pairs: Array<[number, number]>): void {
    for (const [i, c] of pairs) {
      this.counts[i]! += c;
      this.total += c;
    }
  }

  /** Latency (ms) at quantile q in [0, 1]; NaN when empty. */
  quantile(q: number): number {
    if (this.total === 0) return Number.NaN;
    const rank = Math.ceil(q * this.total);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return i / BUCKETS_PER_MS;
    }
    return MAX_MS;
  }
}

/** Resident set size of a process in bytes, from /proc (Linux only). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : Number.NaN;
}

/** User + system CPU seconds a process has used, from /proc (Linux only; 100 ticks/s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds (user + system) of every process whose command name is `name` (`postgres`, `redis-server`), summed: the
 * services the bench shares the machine with. A process that ended counts on its parent once reaped (cutime, cstime),
 * so PostgreSQL's backends that end between two readings stay in the sum.
 */
export function processesCpuSeconds(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, and cutime + cstime: the CPU of children that ended and were waited for (PostgreSQL's postmaster
      // reaps its backends), so a backend that ends between two readings does not drop out of the sum.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // The process ended while the folder was read.
    }
  }
  return total;
}

/** Current time in ms with sub-millisecond precision, comparable across local processes. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}
