import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import {
  type ChannelAuthorizer,
  type ChannelsServer,
  createChannelAuthorizer,
  DEV_CHANNELS_CREDENTIALS,
  isChannelsApiPath,
} from '@photostudy/channels';
import type { Database } from '@photostudy/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyPluginCallback, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Clock, systemClock } from './core/clock';
import type { AppConfig } from './core/config';
import { DomainEvents } from './core/domain-events';
import { type RealtimePublisher, RecordingPublisher } from './core/realtime-publisher';
import { deriveKey, resolveJwtSecret } from './core/secrets';
import { UnitOfWork } from './core/unit-of-work';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { settingsRoutes } from './modules/account/settings.routes';
import { SettingsService } from './modules/account/settings.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { AdminService } from './modules/admin/admin.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { AnalyticsRecorder, subscribeAnalytics } from './modules/analytics/analytics.service';
import { createAccessVerifier } from './modules/auth/access-verifier';
import { authRoutes } from './modules/auth/auth.routes';
import { EmailLoginService } from './modules/auth/email-login.service';
import { partnerSignOnRoutes } from './modules/auth/partner-sign-on.routes';
import { PartnerSignOnService } from './modules/auth/partner-sign-on.service';
import { PasswordRecoveryService } from './modules/auth/password-recovery.service';
import { PresetAccountsService } from './modules/auth/preset-accounts.service';
import { PresetService } from './modules/auth/preset.service';
import { SocialLoginService } from './modules/auth/social-login.service';
import { TokenService } from './modules/auth/token.service';
import { createCaptchaVerifier } from './modules/captcha/captcha';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import type { DataDeletionContext } from './modules/data-deletion/data-deletion-context';
import { dataDeletionAdminRoutes } from './modules/data-deletion/data-deletion-admin.routes';
import { dataDeletionRoutes } from './modules/data-deletion/data-deletion.routes';
import { DataDeletionService } from './modules/data-deletion/data-deletion.service';
import { registerErasure } from './modules/data-deletion/erasure';
import { cspReportRoutes } from './modules/error-reports/csp-reports.routes';
import { errorReportRoutes } from './modules/error-reports/error-reports.routes';
import { ErrorReportService } from './modules/error-reports/error-reports.service';
import type { ServerErrorSink } from './modules/error-reports/sentry';
import { LedgerService } from './modules/ledger/ledger.service';
import { MailService } from './modules/mail/mail.service';
import { createMailer } from './modules/mail/mailer';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { parentsAdminRoutes } from './modules/parents/parents-admin.routes';
import { parentsRoutes } from './modules/parents/parents.routes';
import { ParentsService } from './modules/parents/parents.service';
import { SubjectQueueBatcher } from './modules/questions/subject-queue-batcher';
import { clusterWideDelivery, perNodeDelivery } from './modules/questions/subject-queue-delivery';
import { AskService } from './modules/questions/ask.service';
import { AskConfigService } from './modules/questions/ask-config.service';
import type { EngineContext } from './modules/questions/engine-context';
import { expertRoutes } from './modules/questions/expert.routes';
import { ExpertService } from './modules/questions/expert.service';
import { questionRoutes } from './modules/questions/question.routes';
import { QuestionService } from './modules/questions/question.service';
import { registerQuestionTimers } from './modules/questions/question.timers';
import { fileReadPolicy, isAssignedExpert } from './modules/questions/question-access';
import { RatingService } from './modules/questions/rating.service';
import { ChannelsRealtimePublisher } from './modules/realtime/channels-publisher';
import { pusherAuthRoutes } from './modules/realtime/pusher-auth.routes';
import { SharedSolver } from './modules/shares/shared-solver';
import { sharesRoutes } from './modules/shares/shares.routes';
import { SharesService } from './modules/shares/shares.service';
import { sheetsRoutes } from './modules/sheets/sheets.routes';
import { SheetsService } from './modules/sheets/sheets.service';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { NotificationService } from './modules/notifications/notifications.service';
import { subscribeNotifications } from './modules/notifications/notifications.subscriber';
import { smsOutboxRoutes } from './modules/sms/sms-outbox.routes';
import { createSmsSender } from './modules/sms/sms-sender';
import { SolverService } from './modules/solver/solver.service';
import type { ProblemSolver } from './modules/solver/solver.types';
import { createWolframLookup } from './modules/solver/wolfram';
import { createBraintreeGateway } from './modules/store/braintree-gateway';
import type { PaymentGateway } from './modules/store/payment-gateway';
import { PurchaseService } from './modules/store/purchase.service';
import { ReservationService } from './modules/store/reservation.service';
import { SandboxGateway } from './modules/store/sandbox-gateway';
import { storeAdminRoutes } from './modules/store/store-admin.routes';
import { StoreAdminService } from './modules/store/store-admin.service';
import type { StoreContext } from './modules/store/store-context';
import { storeRoutes } from './modules/store/store.routes';
import { StoreService } from './modules/store/store.service';
import { registerRenewalTimer } from './modules/store/subscription-renewal';
import { homeConfigRoutes } from './modules/system/home-config.routes';
import { MaintenanceService } from './modules/system/maintenance.service';
import { systemRoutes } from './modules/system/system.routes';
import { type RealtimeClientSettings, SystemService } from './modules/system/system.service';
import { TimerService } from './modules/timers/timer.service';
import { type FileStore, LocalFileStore } from './modules/uploads/file-store';
import { FileUrlSigner } from './modules/uploads/file-url-signer';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { writerRoutes } from './modules/writing/writer.routes';
import { WriterService } from './modules/writing/writer.service';
import { writingAdminRoutes } from './modules/writing/writing-admin.routes';
import { WritingAdminService } from './modules/writing/writing-admin.service';
import type { WritingContext } from './modules/writing/writing-context';
import { registerWritingDeadline } from './modules/writing/writing-deadline';
import { WritingRatingService } from './modules/writing/writing-rating.service';
import { writingRoutes } from './modules/writing/writing.routes';
import { WritingStudentService } from './modules/writing/writing-student.service';
import { authenticatePlugin } from './plugins/authenticate';
import { answerClientError, answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { controlCharactersPlugin } from './plugins/control-characters';
import { maintenanceGuardPlugin } from './plugins/maintenance-guard';
import { openApiPlugin } from './plugins/openapi';
import { createRateLimitStore } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webStaticPlugin } from './plugins/web-static';

/** Everything the app is composed from; tests pass their own database and settings. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  opsSecret: string;
  realtime: RealtimeClientSettings;
  logger?: boolean;
  /** The one time source (tests pass a FakeClock). */
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
  /** The payment gateway; by default Braintree when `BRAINTREE_*` is set, else the built-in sandbox. */
  paymentGateway?: PaymentGateway;
  /** Where server failures go instead of the error_reports table (Sentry, started by server.ts when `SENTRY_DSN` is set). */
  serverErrorSink?: ServerErrorSink | null;
  /** The shared pages' problem solver; the algebra-library solver when absent (tests pass a small fake). */
  solver?: ProblemSolver;
}

/** One plugin and its options, type-checked together before they join the ordered list. */
type Registration = (app: FastifyInstance) => Promise<unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fastify's own option bound
function use<O extends Record<string, any>>(plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>, opts: O): Registration {
  return async (app) => app.register(plugin, opts);
}

/**
 * Every schema is a contract's zod schema. Given as the factories (what `setValidatorCompiler` and
 * `setSerializerCompiler` install), the zod compilers serve every context, and Fastify never loads Ajv and
 * fast-json-stringify, its defaults, which it would otherwise load at construction (about half a CPU second of every
 * start). Fastify types the factories after Ajv's; it only calls what they return with each route's schema.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Development logs for a person at a terminal: pino-pretty as the logger's stream, in this thread (a transport named by
 * module would be resolved by a worker, not from the bundle). Only outside production and when stdout is a terminal: a
 * pipe (benches, e2e, a log collector, `| tee`) keeps JSON lines, which machines read and which cost less to write. Its
 * modules (some 60 ms) are loaded only then.
 */
async function developmentLogStream(config: AppConfig, deps: AppDeps): Promise<DestinationStream | undefined> {
  if (deps.logger === false || config.isProduction || !process.stdout.isTTY) return undefined;
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

function createFastify(config: AppConfig, deps: AppDeps, logStream: DestinationStream | undefined): FastifyInstance {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's and Node's own refusals (bad URL, over-long path segment, oversized headers) answer from the catalogue.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilersFactory },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

// The embedded channels server shares the HTTP port: WebSocket upgrades, its events API, its metrics.
function attachRealtimeServer(app: FastifyInstance, realtimeServer: ChannelsServer): void {
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

/**
 * The one composition root: builds every service once (core first, then the modules in dependency
 * order), subscribes modules to domain events, then registers plugins and routes in the order of the
 * list at the end.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, realtimeServer } = deps;
  const app = createFastify(config, deps, await developmentLogStream(config, deps));
  const log = app.log;

  // --- core
  const clock = deps.clock ?? systemClock;
  const publisher =
    deps.publisher ??
    (realtimeServer
      ? new ChannelsRealtimePublisher(realtimeServer.publisher, (ch) => realtimeServer.presenceMembers(ch))
      : new RecordingPublisher());
  const events = new DomainEvents(log);
  const work = new UnitOfWork({ db, publisher, events, log });
  const jwtSecret = resolveJwtSecret(config.auth.jwtSecret, config.dataDir);

  // --- services, lower modules first
  const timers = new TimerService(work, log, undefined, clock);
  const analytics = new AnalyticsRecorder(db, clock, log);
  const ledger = new LedgerService();
  const maintenance = new MaintenanceService(db);
  const system = new SystemService({ config, db, dbKind: deps.dbKind, maintenance, realtime: deps.realtime });
  const settings = config.auth;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    isProduction: config.isProduction,
    db,
    clock,
    log,
  });
  const mail = new MailService(mailer);
  const captcha = createCaptchaVerifier({
    provider: config.captchaProvider,
    secret: settings.captchaSecret,
    url: settings.captchaVerifyUrl,
    minScore: settings.captchaMinScore,
  });
  const rateLimits = await createRateLimitStore(app, config.redisUrl, config.rateLimitRedisPrefix);
  const tokens = new TokenService({ db, clock, secret: jwtSecret, analytics });
  const accounts = new AccountService({
    db,
    clock,
    analytics,
    ledger,
    access: tokens,
    // The question engine and the store are built below (they need this service); both are asked only at request time.
    countQuestions: (accountId) => questions.countAsked(accountId),
    storeStatus: (accountId, language) => store.statusView(accountId, language),
    unreadNotifications: (accountId) => notifications.unreadCount(accountId),
  });
  const social = new SocialLoginService({ db, work, clock, tokens, analytics, providers: settings.oidcProviders, log });
  const emailLogin = new EmailLoginService({
    db,
    work,
    clock,
    tokens,
    mail,
    captcha,
    analytics,
    codeKey: deriveKey(jwtSecret, 'verification-code'),
    log,
  });
  const preset = new PresetService({ db, clock, tokens, analytics });
  const recovery = new PasswordRecoveryService({ db, clock, mail, analytics, publicUrl: settings.publicUrl, log });
  const partner = new PartnerSignOnService({
    db,
    work,
    clock,
    tokens,
    analytics,
    providers: settings.partnerProviders,
    publicUrl: settings.publicUrl,
    log,
  });
  const catalog = new CatalogService(db);
  const errorReports = new ErrorReportService({ db, clock, kept: config.errorReporting.keptReports, release: config.version, log });
  const serverErrorSink: ServerErrorSink = deps.serverErrorSink ?? ((failure) => void errorReports.recordServer(failure));

  // The question engine: a student face and an expert face over one context.
  const fileStore = deps.fileStore ?? new LocalFileStore(join(config.dataDir, 'files'));
  const settingsService = new SettingsService({ db, clock, mail, files: fileStore, log });
  const signer = new FileUrlSigner(deriveKey(jwtSecret, 'file-url'));
  // Each node gathers the whole cluster's queue changes for its own sockets where the channels server is ours.
  const subjectQueue = new SubjectQueueBatcher(
    realtimeServer && !deps.publisher ? perNodeDelivery(realtimeServer, log) : clusterWideDelivery(publisher),
    log,
  );
  const engine: EngineContext = {
    db,
    config,
    publisher,
    subjectQueue,
    work,
    clock,
    timers,
    files: signer,
    log,
    ledger,
    catalog,
    accounts,
    analytics,
  };
  registerQuestionTimers(engine);
  const questions = new QuestionService(engine);
  // A child refused for want of sessions gets its parents an offer (the parents' module is built below).
  // The live spreadsheet sits above the engine; the ask reaches it through its hooks (import, record, repost copy).
  const sheets = new SheetsService({ db, work, clock, log });
  const asks = new AskService(engine, fileStore, {
    childOutOfSessions: (accountId) => parents.offerWhenOutOfSessions(accountId),
    sheets,
  });
  const ratings = new RatingService(engine);
  const experts = new ExpertService(engine);
  const askConfig = new AskConfigService(engine);
  // Shared session pages: codes and viewers' windows over the engine's questions, and the solver's working of them.
  const sharedSolver = new SharedSolver({
    solver: deps.solver ?? new SolverService(),
    wolfram: config.wolframAppId ? createWolframLookup(config.wolframAppId) : null,
    log,
  });
  const shares = new SharesService({
    db,
    clock,
    files: signer,
    accounts,
    solver: sharedSolver,
    windowS: config.sharedSessionWindowS,
    publicUrl: settings.publicUrl,
  });
  const admin = new AdminService({ db, maintenance, analytics, ledger, clock, accounts, catalog, questions });
  const presetAccounts = new PresetAccountsService({ db, clock, analytics, ledger });

  // The store: one payment gateway behind one interface, the ledger as its only money path.
  const gateway =
    deps.paymentGateway ??
    (config.braintree
      ? await createBraintreeGateway(config.braintree)
      : new SandboxGateway({ db, clock, key: deriveKey(jwtSecret, 'sandbox-gateway') }));
  if (config.isProduction && gateway.kind === 'sandbox')
    log.warn('the sandbox payment gateway runs in production: set BRAINTREE_* to take real payments');
  const storeContext: StoreContext = { db, work, ledger, gateway, clock, timers, accounts, log };
  registerRenewalTimer(storeContext);
  const store = new StoreService(storeContext, gateway instanceof SandboxGateway ? gateway : null);
  const purchases = new PurchaseService(storeContext);
  const reservations = new ReservationService(storeContext);
  const storeAdmin = new StoreAdminService(storeContext);

  // The Writing track: documents through the files interface, credits through the ledger, a durable deadline.
  const writingContext: WritingContext = {
    db,
    work,
    clock,
    ledger,
    timers,
    accounts,
    files: fileStore,
    signer,
    mail,
    settings: { ...config.writing, publicUrl: settings.publicUrl },
    log,
  };
  registerWritingDeadline(writingContext);
  const writingRatings = new WritingRatingService(writingContext);
  const writingStudents = new WritingStudentService(writingContext);
  const writers = new WriterService(writingContext, writingRatings);
  const writingAdmin = new WritingAdminService(writingContext);

  // Parents' offers: texts through the SMS sender (a provider, or the dev outbox), free sessions through the ledger.
  const sms = createSmsSender({ settings: config.sms, isProduction: config.isProduction, db, clock, log });
  const parents = new ParentsService({ db, work, ledger, accounts, sms, clock, publicUrl: settings.publicUrl, log });

  // Data deletion: requests, and the erasure job that reaches every module's tables through their repositories.
  const deletionContext: DataDeletionContext = {
    db,
    work,
    clock,
    timers,
    ledger,
    accounts,
    access: tokens,
    files: fileStore,
    analytics,
    settings: { publicUrl: settings.publicUrl, delayS: config.dataDeletionDelayS, providers: settings.oidcProviders },
    log,
  };
  registerErasure(deletionContext);
  const deletions = new DataDeletionService(deletionContext);

  // Notifications sit above every module whose events they tell about; written only by the subscribers below.
  const notifications = new NotificationService({ db, clock, publisher });

  // --- domain-event subscribers
  subscribeAnalytics(events, analytics);
  subscribeNotifications(events, notifications, {
    languageOf: async (accountId) => (await accounts.basics(accountId))?.language ?? null,
    nameOf: (accountId) => accounts.displayName(accountId),
  });

  // --- plugins and routes, in this order: the authenticate hook before any route that uses requireAccount.
  const channelAuthorizer =
    deps.channelAuthorizer ??
    (realtimeServer
      ? (p: Parameters<ChannelAuthorizer>[0]) => realtimeServer.authorizeChannel(p)
      : createChannelAuthorizer(DEV_CHANNELS_CREDENTIALS));
  const registrations: Registration[] = [
    use(securityHeadersPlugin, {
      sources: {
        realtime: deps.realtime,
        sentryDsn: config.errorReporting.browserSentryDsn,
        braintree: config.braintree !== null,
        recaptcha: config.captchaProvider === 'recaptcha',
      },
    }),
    use(errorHandlerPlugin, { onServerError: serverErrorSink }),
    use(controlCharactersPlugin, {}),
    use(formbody, {}),
    use(openApiPlugin, { version: config.version }),
    use(maintenanceGuardPlugin, { maintenance }),
    use(authenticatePlugin, { verify: createAccessVerifier({ db, tokens }) }),
    use(authRoutes, { settings, tokens, analytics, limits: rateLimits, social, emailLogin, preset, recovery }),
    use(partnerSignOnRoutes, { partner, settings, analytics, limits: rateLimits }),
    use(accountRoutes, { accounts }),
    ...(config.isProduction ? [] : [use(mailboxRoutes, { db })]),
    ...(config.isProduction ? [] : [use(smsOutboxRoutes, { db })]),
    use(systemRoutes, { system, opsSecret: deps.opsSecret }),
    use(analyticsRoutes, { analytics, limits: rateLimits }),
    use(errorReportRoutes, { reports: errorReports, limits: rateLimits }),
    use(cspReportRoutes, { reports: errorReports, limits: rateLimits }),
  ];
  for (const register of registrations) await register(app);
  if (realtimeServer) attachRealtimeServer(app, realtimeServer);
  const later: Registration[] = [
    use(catalogRoutes, { catalog }),
    use(homeConfigRoutes, { catalog }),
    use(settingsRoutes, { settings: settingsService }),
    use(notificationRoutes, { notifications }),
    use(questionRoutes, { questions, asks, ratings, askConfig }),
    use(sharesRoutes, { shares }),
    use(sheetsRoutes, { sheets }),
    use(expertRoutes, { experts }),
    use(uploadsRoutes, { db, store: fileStore, signer, canRead: fileReadPolicy(db) }),
    use(adminRoutes, { admin, presetAccounts }),
    use(storeRoutes, { store, purchases, reservations }),
    use(storeAdminRoutes, { admin: storeAdmin, reservations }),
    use(writingRoutes, { students: writingStudents, ratings: writingRatings, limits: rateLimits }),
    use(writerRoutes, { writers }),
    use(writingAdminRoutes, { admin: writingAdmin }),
    use(parentsRoutes, { parents, limits: rateLimits }),
    use(parentsAdminRoutes, { parents }),
    use(dataDeletionRoutes, { deletions, limits: rateLimits }),
    use(dataDeletionAdminRoutes, { deletions }),
    use(pusherAuthRoutes, {
      authorize: channelAuthorizer,
      presenceName: (accountId: number) => accounts.displayName(accountId),
      access: {
        isAssignedExpert: (studentId: number, expertId: number) => isAssignedExpert(db, studentId, expertId),
        expertSubjectIds: async (expertId: number) => (await accounts.expertProfile(expertId))?.subjectIds ?? [],
      },
      onRefusal: (reason: string) => log.debug({ reason }, 'realtime auth refused'),
    }),
    use(webStaticPlugin, {
      mounts: [
        { prefix: '/', dir: config.webDistDir },
        { prefix: '/console', dir: resolve(config.webDistDir, '../../console/dist') },
      ],
    }),
  ];
  for (const register of later) await register(app);

  app.addHook('onReady', async () => {
    if (deps.pollTimers !== false) timers.start();
  });
  app.addHook('onClose', async () => {
    await subjectQueue.flushAll().catch((err: unknown) => log.error({ err }, 'subject queue changes lost at shutdown'));
    await timers.stop();
    await mailer.close();
    await rateLimits.close();
  });
  app.decorate('timerService', timers);
  app.decorate('services', {
    tokens,
    accounts,
    isAssignedExpert: (studentId: number, expertId: number) => isAssignedExpert(db, studentId, expertId),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable timers (tests make timers due and call `runDue()`). */
    timerService: TimerService;
    /** Services that tests drive directly (minting tokens, revoking accounts, channel access). */
    services: { tokens: TokenService; accounts: AccountService; isAssignedExpert(studentId: number, expertId: number): Promise<boolean> };
  }
}
