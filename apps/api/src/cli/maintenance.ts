import { openDatabase } from '@photostudy/db';
import { loadConfig } from '../core/config';
import { MaintenanceService } from '../modules/system/maintenance.service';
import { resolveOpsSecret } from '../core/secrets';

const USAGE = 'usage: npm run maintenance -- on|off|status [--url http://localhost:3000]';

async function viaServer(url: string, secret: string, enabled: boolean | null): Promise<boolean | null> {
  try {
    const res =
      enabled === null
        ? await fetch(`${url}/api/system-status`)
        : await fetch(`${url}/api/ops/maintenance`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
            body: JSON.stringify({ enabled }),
          });
    if (!res.ok) throw new Error(`server answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { maintenance: boolean }).maintenance;
  } catch (err) {
    // Nobody listening: fall back to the database itself.
    if (err instanceof TypeError) return null;
    throw err;
  }
}

/** Operator command: turns maintenance on or off through the running server, or the database when none runs. */
async function main(): Promise<void> {
  const [action, ...rest] = process.argv.slice(2);
  if (!action || !['on', 'off', 'status'].includes(action)) throw new Error(USAGE);
  const config = loadConfig();
  const urlFlag = rest.indexOf('--url');
  const url = urlFlag >= 0 ? rest[urlFlag + 1] : `http://127.0.0.1:${config.port}`;
  if (!url) throw new Error(USAGE);
  const enabled = action === 'status' ? null : action === 'on';
  const secret = resolveOpsSecret(config.opsSecret, config.dataDir);

  let state = await viaServer(url, secret, enabled);
  let where = `server ${url}`;
  if (state === null) {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    });
    const maintenance = new MaintenanceService(handle.db);
    if (enabled !== null) await maintenance.set(enabled);
    state = await maintenance.isOn();
    await handle.close();
    where = 'database (no server answered)';
  }
  process.stdout.write(`maintenance is ${state ? 'ON' : 'OFF'} (via ${where})\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
