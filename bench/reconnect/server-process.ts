/**
 * The real API server as a child process on a fixed port, so that it can be killed and started again on the same
 * address and database. Ready means listening: the banner is written right after `listen` resolves.
 */
import type { ChildProcess } from 'node:child_process';
import { cpuSeconds, nowMs } from '../channels/stats';
import { spawnApiServer } from '../shared/api-server';

/** One phase of the server's start as its banner reports it (`Started in ... (modules 1.10, ...)`). */
export interface StartPhase {
  name: string;
  ms: number;
}

/** A started server: its process, when it was spawned and when it listened (epoch ms), and its own start split. */
export interface StartedServer {
  proc: ChildProcess;
  spawnedAt: number;
  listeningAt: number;
  /** The server's own figures from process start to listening; empty when its banner has no timing line. */
  phases: StartPhase[];
  /** CPU seconds (all threads) the process used until it listened: the start's cost without the machine's load. */
  cpuS: number;
  log: () => string;
}

/** Reads `Started in 2.41 s (modules 1.20, config 0.01, ...)` into phases in milliseconds. */
export function parseStartLine(text: string): StartPhase[] {
  const inner = /Started in [\d.]+ s \(([^)]*)\)/.exec(text)?.[1];
  if (!inner) return [];
  return inner.split(', ').map((part) => {
    const space = part.lastIndexOf(' ');
    return { name: part.slice(0, space), ms: Number(part.slice(space + 1)) * 1000 };
  });
}

/** Spawns `apps/api/src/server.ts` with `env` and resolves once it listens (its banner's last line is out). */
export function startServer(port: number, env: Record<string, string>, timeoutMs = 120_000): Promise<StartedServer> {
  const spawnedAt = nowMs();
  const proc = spawnApiServer(port, env);
  let log = '';
  return new Promise((resolve, reject) => {
    let listeningAt = 0;
    let cpuS = Number.NaN;
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${log.slice(-3000)}`));
    }, timeoutMs);
    const keep = (b: Buffer) => {
      log += b.toString();
      if (log.length > 200_000) log = log.slice(-100_000);
    };
    proc.stderr!.on('data', keep);
    proc.stdout!.on('data', (b: Buffer) => {
      keep(b);
      // The banner is one write after listen; its first line is the earliest sign of a listening server.
      if (!listeningAt && log.includes(' is running (')) {
        listeningAt = nowMs();
        cpuS = cpuSeconds(proc.pid!);
      }
      if (listeningAt && /Maintenance: .*\n(Started in [^\n]*\n)?\n/.test(log)) {
        clearTimeout(timer);
        resolve({ proc, spawnedAt, listeningAt, cpuS, phases: parseStartLine(log), log: () => log });
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code} before listening:\n${log.slice(-3000)}`));
    });
  });
}

/** SIGKILL, as `kill -9` does, and waits for the exit; resolves the epoch ms of the kill. */
export async function killHard(proc: ChildProcess): Promise<number> {
  const killedAt = nowMs();
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }
  return killedAt;
}

/** SIGTERM with a SIGKILL after 5 s: the end of a run. */
export async function stopServer(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
