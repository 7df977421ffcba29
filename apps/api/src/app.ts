import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import formbody from '@fastify/formbody';
import type { Database } from '@photostudy/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { registerAccounts } from './modules/auth/auth.module';
import type { Clock } from './modules/auth/clock';
import { registerQuestionEngine } from './modules/questions/questions.module';
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
  const publisher = deps.publisher ?? new RecordingPublisher();
  const timerService = new TimerService(deps.db, app.log);
  app.decorate('publisher', publisher);
  app.decorate('timerService', timerService);
  app.decorate('questionEngine', await registerQuestionEngine(app, { config, db: deps.db, publisher, timers: timerService, fileStore: deps.fileStore }));
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
