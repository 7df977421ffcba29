import { join } from 'node:path';
import type { Database } from '@photostudy/db';
import { and, eq, inArray } from 'drizzle-orm';
import { questions } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { deriveKey, resolveJwtSecret } from '../auth/jwt-secret';
import { catalogRoutes } from '../catalog/catalog.routes';
import { CatalogService } from '../catalog/catalog.service';
import { expertRoutes } from '../expert/expert.routes';
import { ExpertService } from '../expert/expert.service';
import type { RealtimePublisher } from '../realtime/realtime.publisher';
import type { TimerService } from '../timers/timer.service';
import { type FileStore, LocalFileStore } from '../uploads/file-store';
import { FileUrlSigner } from '../uploads/file-url-signer';
import { questionsUsingFile } from '../uploads/uploads.repository';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { AskService } from './ask.service';
import type { EngineContext } from './engine-context';
import { OPEN_STATES } from './question.repository';
import { questionRoutes } from './question.routes';
import { QuestionService } from './question.service';
import { registerQuestionTimers } from './question.timers';
import { canReadQuestion } from './question-access';
import { RatingService } from './rating.service';

/** What the question engine is built from. */
export interface QuestionEngineDeps {
  config: AppConfig;
  db: Database;
  publisher: RealtimePublisher;
  timers: TimerService;
  /** Where uploads go; a folder under DATA_DIR by default. */
  fileStore?: FileStore | undefined;
}

/** The engine's services, for other modules (channel authorisation, admin area) and tests. */
export interface QuestionEngine {
  ctx: EngineContext;
  questions: QuestionService;
  asks: AskService;
  ratings: RatingService;
  experts: ExpertService;
  catalog: CatalogService;
  fileStore: FileStore;
  /** Whether an expert holds the open question of a student (may join `presence-student-{uid}`). */
  isAssignedExpert(studentId: number, expertId: number): Promise<boolean>;
}

/**
 * Registers the question engine: durable timer handlers, the ask config and misc settings, the student
 * question routes, the expert API, and the signed file route.
 */
export async function registerQuestionEngine(app: FastifyInstance, deps: QuestionEngineDeps): Promise<QuestionEngine> {
  const { config, db } = deps;
  const signer = new FileUrlSigner(deriveKey(resolveJwtSecret(config.auth.jwtSecret, config.dataDir), 'file-url'));
  const fileStore = deps.fileStore ?? new LocalFileStore(join(config.dataDir, 'files'));
  const ctx: EngineContext = { db, config, publisher: deps.publisher, timers: deps.timers, files: signer, log: app.log };
  registerQuestionTimers(ctx);

  const engine: QuestionEngine = {
    ctx,
    questions: new QuestionService(ctx),
    asks: new AskService(ctx, fileStore),
    ratings: new RatingService(ctx),
    experts: new ExpertService(ctx),
    catalog: new CatalogService(db),
    fileStore,
    async isAssignedExpert(studentId, expertId) {
      const rows = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.authorId, studentId), eq(questions.expertId, expertId), inArray(questions.state, [...OPEN_STATES])))
        .limit(1);
      return rows.length > 0;
    },
  };

  await app.register(catalogRoutes, { catalog: engine.catalog });
  await app.register(questionRoutes, { questions: engine.questions, asks: engine.asks, ratings: engine.ratings });
  await app.register(expertRoutes, { experts: engine.experts, db });
  await app.register(uploadsRoutes, {
    db,
    store: fileStore,
    signer,
    canRead: async (file, account) => {
      if (account.role === 'admin' || file.ownerId === account.id) return true;
      const users = await questionsUsingFile(db, file.id);
      return users.some((q) => canReadQuestion(q, account));
    },
  });
  return engine;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime publisher of the services. */
    publisher: RealtimePublisher;
    /** Durable timers (tests call `runDue()`). */
    timerService: TimerService;
    /** The question engine's services. */
    questionEngine: QuestionEngine;
  }
}
