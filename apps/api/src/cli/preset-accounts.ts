import { openDatabase } from '@photostudy/db';
import { loadConfig } from '../core/config';
import { AppError } from '../errors/app-error';
import { AnalyticsRecorder } from '../modules/analytics/analytics.service';
import { systemClock } from '../core/clock';
import { presetCliInputs } from '../modules/auth/preset-cli';
import { LedgerService } from '../modules/ledger/ledger.service';
import { createPresetAccounts } from '../modules/auth/preset-accounts.service';

async function serverIsUp(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Operator command: creates preset and User-ID accounts, one from flags or a CSV batch, all or nothing. */
async function main(): Promise<void> {
  const parsed = presetCliInputs(process.argv.slice(2));
  if ('error' in parsed) throw new Error(parsed.error);
  const config = loadConfig();
  // PGlite allows one process: while the server runs on it, go through the admin route instead.
  if (!config.databaseUrl && (await serverIsUp(config.port))) {
    throw new Error(`The server is running on the embedded database. Stop it first, or call POST /api/admin/preset-accounts as an admin.`);
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  try {
    const created = await createPresetAccounts(
      { db: handle.db, clock: systemClock, analytics: new AnalyticsRecorder(handle.db, systemClock), ledger: new LedgerService() },
      parsed.inputs,
      null,
    );
    for (const account of created) {
      const who = account.email ?? `User ID ${account.id}`;
      process.stdout.write(
        `created ${account.role} #${account.uid} ${who}${account.is_preset_pending ? ' (creates its password at first login)' : ''}\n`,
      );
    }
  } catch (err) {
    if (err instanceof AppError && err.extras.fields) {
      throw new Error(
        Object.entries(err.extras.fields as Record<string, string>)
          .map(([field, message]) => `${field}: ${message}`)
          .join('\n'),
      );
    }
    throw err;
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
