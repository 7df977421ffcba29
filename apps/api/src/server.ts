import { DEMO_ACCOUNTS, DEMO_RESERVATION, openDatabase, seedDatabase } from '@photostudy/db';
import pino from 'pino';
import { type AppConfig, loadConfig } from './core/config';
import type { ServerErrorSink } from './modules/error-reports/sentry';
import { setupRealtime } from './modules/realtime/realtime.setup';
import { resolveOpsSecret } from './core/secrets';
import { createStartupTimer, formatStartupTimings } from './core/startup-timer';

/**
 * Server failures go to Sentry instead of the error_reports table; without SENTRY_DSN nothing starts and nothing is
 * sent. The SDK is loaded only then: its modules alone took seconds of every (re)start.
 */
async function startErrorReporting(config: AppConfig): Promise<{ sink: ServerErrorSink | null; flush: () => Promise<void> }> {
  if (!config.errorReporting.sentryDsn) return { sink: null, flush: async () => undefined };
  const { flushSentry, startSentry } = await import('./modules/error-reports/sentry');
  return { sink: startSentry(config.errorReporting, config.version), flush: () => flushSentry() };
}

/** Runs the whole product on one port: API, student app, console, realtime. */
async function main(): Promise<void> {
  const startup = createStartupTimer();
  startup.mark('modules');
  const config = loadConfig();
  const errorReporting = await startErrorReporting(config);
  const channelsConfig = config.channels;
  startup.mark('config');
  // The app's modules load while the database opens (the loader works on its own thread); nothing listens before both.
  const appModule = import('./app');
  // Its failure is reported where it is awaited; if the database fails first, that is the one reported.
  appModule.catch(() => undefined);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
  });
  startup.mark('database');
  const { seededDemo } = await seedDatabase(handle.db, { isProduction: config.isProduction });
  startup.mark('seed');
  const opsSecret = resolveOpsSecret(config.opsSecret, config.dataDir);
  const realtime = await setupRealtime(channelsConfig, pino({ level: config.logLevel, name: 'channels' }));
  startup.mark('realtime');
  const { buildApp } = await appModule;
  startup.mark('app modules');
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    opsSecret,
    realtime: realtime.clientSettings,
    realtimeServer: realtime.server,
    channelAuthorizer: realtime.authorizer,
    publisher: realtime.publisher,
    serverErrorSink: errorReporting.sink,
  });
  startup.mark('app');

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      await errorReporting.flush();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  startup.mark('listen');
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `PhotoStudy ${config.version} is running (${handle.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pglite` : 'PostgreSQL'})`,
    `  Student app     ${base}/`,
    `  Expert console  ${base}/console`,
    `  API             ${base}/api   (OpenAPI: ${base}/api/docs)`,
    realtime.server
      ? `  Realtime        ws://localhost:${config.port}/app/${channelsConfig.app.key}${channelsConfig.redisUrl ? ' (shared through Redis)' : ''}`
      : `  Realtime        external (${channelsConfig.external?.host ?? 'hosted Pusher'})`,
  ];
  if (channelsConfig.usedDefaults) {
    lines.push(
      `  Realtime credentials are development defaults (app ${channelsConfig.app.appId}, key ${channelsConfig.app.key}); set ${channelsConfig.defaulted.join(', ')} in production.`,
    );
  }
  if (!config.isProduction) {
    lines.push(
      `Demo accounts${seededDemo ? ' (seeded now)' : ''}:`,
      `  student  ${DEMO_ACCOUNTS.student.email}  (${DEMO_ACCOUNTS.student.note}: ${base}/api/dev/mailbox?to=${DEMO_ACCOUNTS.student.email})`,
      `  preset   ${DEMO_ACCOUNTS.preset.email} / ${DEMO_ACCOUNTS.preset.password}`,
      `  child    ${DEMO_ACCOUNTS.child.loginId} / ${DEMO_ACCOUNTS.child.password}`,
      `  expert   ${DEMO_ACCOUNTS.expert.email} / ${DEMO_ACCOUNTS.expert.password}`,
      `  writer   ${DEMO_ACCOUNTS.writer.email} / ${DEMO_ACCOUNTS.writer.password}`,
      `  admin    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `Demo order number ${DEMO_RESERVATION.orderNumber}: redeemable once in the Store for ${DEMO_RESERVATION.productId}`,
      `Payments: ${config.paymentGateway === 'braintree' ? 'Braintree' : 'built-in sandbox gateway (test card 4111 1111 1111 1111)'}`,
    );
  }
  lines.push(`Maintenance: npm run maintenance -- on|off|status`, formatStartupTimings(startup.timings()), '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
