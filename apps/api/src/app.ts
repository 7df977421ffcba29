import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import formbody from '@fastify/formbody';
import { type ChannelAuthorizer, type ChannelsServer, createChannelAuthorizer, DEV_CHANNELS_CREDENTIALS, isChannelsApiPath } from '@photostudy/channels';
import type { Database } from '@photostudy/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { adminRoutes } from './modules/admin/admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { AdminService } from './modules/admin/admin.service';
import { registerAccounts } from './modules/auth/auth.module';
import type { Clock } from './modules/auth/clock';
import { registerQuestionEngine } from './modules/questions/questions.module';
import { ChannelsRealtimePublisher } from './modules/realtime/channels-publisher';
import { pusherAuthRoutes } from './modules/realtime/pusher-auth.routes';
import { type RealtimePublisher, RecordingPublisher } from './modules/realtime/realtime.publisher';
import { MaintenanceService } from './modules/system/maintenance.service';
import { systemRoutes } from './modules/system/system.routes';
import { type RealtimeClientSettings, SystemService } from './modules/system/system.service';
import { TimerService } from './modules/timers/timer.service';
import type { FileStore } from './modules/uploads/file-store';
import { errorHandlerPlugin } from './plugins/error-handler';
import { maintenanceGuardPlugin } from './plugins/maintenance-guard';
import { openApiPlugin } from './plugins/openapi';
import { webStaticPlugin } from './plugins/web-static';

/** Everything the app is composed from; tests pass their own database and settings. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  opsSecret: string;
  realtime: RealtimeClientSettings;
  logger?: boolean;
  /** Time source of the accounts services (tests pass a FakeClock). */
  clock?: Clock;
  /** Realtime events of the services, published after commit; a RecordingPublisher when absent. */
  publisher?: RealtimePublisher;
  /** Uploaded files; a folder under DATA_DIR when absent. */
  fileStore?: FileStore;
  /** The embedded realtime server to attach to this app's HTTP server (WebSocket and HTTP events API). */
  realtimeServer?: ChannelsServer;
  /** Signs channel subscriptions; the embedded server's, or one for hosted Pusher's credentials. */
  channelAuthorizer?: ChannelAuthorizer;
  /** Poll due timers (default true); tests turn it off and call `app.timerService.runDue()`. */
  pollTimers?: boolean;
}

/** Composes the Fastify app: plugins, then every module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-ops-secret"]'],
            serializers: {
              req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
                method: req.method,
                url: req.url.replace(/([?&](token|code)=)[^&]+/g, '$1***'),
                client_version: req.headers['x-client-version'],
                client_platform: req.headers['x-client-platform'],
                ip: req.ip,
              }),
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const maintenance = new MaintenanceService(deps.db);
  const system = new SystemService({ config, db: deps.db, dbKind: deps.dbKind, maintenance, realtime: deps.realtime });

  await app.register(errorHandlerPlugin);
  await app.register(formbody);
  await app.register(openApiPlugin, { version: config.version });
  await app.register(maintenanceGuardPlugin, { maintenance });
  // First: the authenticate hook must exist before any route that uses requireAccount.
  const accounts = await registerAccounts(app, { config, db: deps.db, clock: deps.clock });
  app.decorate('accounts', accounts);
  await app.register(systemRoutes, { system, opsSecret: deps.opsSecret });
  await app.register(analyticsRoutes, { analytics: accounts.analytics, limits: accounts.rateLimits });
  const { realtimeServer } = deps;
  if (realtimeServer) {
    realtimeServer.attach(app.server);
    // The events API reads its own raw body and checks its own signature.
    app.addHook('onRequest', async (request, reply) => {
      if (!isChannelsApiPath(request.raw.url ?? '')) return;
      reply.hijack();
      await realtimeServer.handleHttp(request.raw, reply.raw);
    });
    // Before the HTTP server closes, so that clients are told to reconnect instead of timing out.
    app.addHook('preClose', async () => realtimeServer.close());
    app.get('/api/metrics/realtime', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; version=0.0.4').send(realtimeServer.metricsText()),
    );
  }
  const publisher =
    deps.publisher ??
    (realtimeServer ? new ChannelsRealtimePublisher(realtimeServer.publisher, (ch) => realtimeServer.presenceMembers(ch)) : new RecordingPublisher());
  const timerService = new TimerService(deps.db, app.log);
  app.decorate('publisher', publisher);
  app.decorate('timerService', timerService);
  app.decorate('questionEngine', await registerQuestionEngine(app, { config, db: deps.db, publisher, timers: timerService, fileStore: deps.fileStore }));
  const questionEngine = app.questionEngine;
  await app.register(adminRoutes, { admin: new AdminService({ db: deps.db, maintenance, analytics: accounts.analytics }) });
  await app.register(pusherAuthRoutes, {
    db: deps.db,
    authorize:
      deps.channelAuthorizer ??
      (realtimeServer ? (p) => realtimeServer.authorizeChannel(p) : createChannelAuthorizer(DEV_CHANNELS_CREDENTIALS)),
    access: { isAssignedExpert: (studentId, expertId) => questionEngine.isAssignedExpert(studentId, expertId) },
    onRefusal: (reason) => app.log.debug({ reason }, 'realtime auth refused'),
  });
  app.addHook('onReady', async () => {
    if (deps.pollTimers !== false) timerService.start();
  });
  app.addHook('onClose', async () => timerService.stop());
  await app.register(webStaticPlugin, {
    mounts: [
      { prefix: '/', dir: config.webDistDir },
      { prefix: '/console', dir: resolve(config.webDistDir, '../../console/dist') },
    ],
  });
  return app;
}
