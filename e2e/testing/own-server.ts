import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_OPS_SECRET } from './e2e-settings';

/** The server bundle `npm start` runs, built with the apps (`npm run build`). */
const serverEntry = fileURLToPath(new URL('../../apps/api/dist/server.mjs', import.meta.url));

/** A product server of one journey's own: its own port, fresh database and environment (short timers, say). */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL (kill -9): no shutdown, open sockets and transactions cut off. */
  kill(): Promise<void>;
}

/**
 * Starts the whole product (the already built apps) on `port` with `env` added to the e2e defaults, and waits
 * until it answers. Journeys that need server timers far shorter than production use it, so the shared server
 * keeps the real values.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'photostudy-e2e-own-')),
      OPS_SECRET: E2E_OPS_SECRET,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_IDENTITY: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/system-status`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server on ${port} did not start`);
  }
  return {
    baseURL,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
