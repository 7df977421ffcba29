import type {
  adminExpertSchema,
  adminStudentDetailSchema,
  adminStudentSchema,
  createExpertRequestSchema,
  flaggedSessionSchema,
  ledgerAdjustAnswerSchema,
  ledgerAdjustRequestSchema,
  moderationEventSchema,
} from '@photostudy/contracts';
import { ADMIN_LIST_LIMIT } from '@photostudy/contracts';
import { type Database, hashPassword } from '@photostudy/db';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import type { AccountService } from '../account/account.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import { normalizeEmail } from '../auth/identity';
import type { CatalogService } from '../catalog/catalog.service';
import type { Clock } from '../../core/clock';
import type { LedgerService } from '../ledger/ledger.service';
import { chatModeration } from '../moderation/moderation.service';
import type { QuestionService } from '../questions/question.service';
import type { MaintenanceService } from '../system/maintenance.service';
import { epochOf, presentExpert, presentLedgerEntry, presentPerson, presentStudent } from './admin.presenter';

type Wire<T extends z.ZodType> = z.infer<T>;

/**
 * The operators' side (admin area of the console): expert accounts, student balances through the
 * ledger, the maintenance switch and the moderation lists. Routes check the admin role; every write
 * runs in one transaction.
 */
export class AdminService {
  constructor(
    private readonly deps: {
      db: Database;
      maintenance: MaintenanceService;
      analytics: AnalyticsRecorder;
      ledger: LedgerService;
      clock: Clock;
      accounts: AccountService;
      catalog: CatalogService;
      questions: QuestionService;
    },
  ) {}

  /** `GET /api/admin/experts`: experts with their subjects, newest first. */
  async experts(): Promise<Wire<typeof adminExpertSchema>[]> {
    const [rows, titles] = await Promise.all([this.deps.accounts.experts(), this.subjectTitles()]);
    return rows.map((r) => presentExpert(r.account, r.profile, titles));
  }

  /** `POST /api/admin/experts`: a new expert who signs in with this email and password; 409 EMAIL_TAKEN on a taken email. */
  async createExpert(input: Wire<typeof createExpertRequestSchema>, actorId: number): Promise<Wire<typeof adminExpertSchema>> {
    const { db } = this.deps;
    const titles = await this.subjectTitles();
    const subjectIds = [...new Set(input.subject_ids)];
    const unknown = subjectIds.filter((id) => !titles.has(id));
    if (unknown.length) throw appError('UNKNOWN_SUBJECT', { fields: { subject_ids: `unknown subject ids: ${unknown.join(', ')}` } });
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) =>
      this.deps.accounts.insertExpert(tx, {
        email: normalizeEmail(input.email),
        name: input.name,
        passwordHash,
        subjectIds,
        now: this.deps.clock.now(),
      }),
    );
    if (!created) throw appError('EMAIL_TAKEN', { fields: { email: 'an account with this email already exists' } });
    await this.deps.analytics.record('expert_created', { accountId: actorId, data: { uid: created.id, subject_ids: subjectIds } });
    return presentExpert(created, { accountId: created.id, subjectIds, info: '', ratingSum: 0, ratingCount: 0 }, titles);
  }

  /** `GET /api/admin/students?query=`: students by email (prefix), User ID or uid, with their balances. */
  async findStudents(query: string): Promise<Wire<typeof adminStudentSchema>[]> {
    const { db } = this.deps;
    const rows = await this.deps.accounts.findStudents(query.trim().toLowerCase());
    return Promise.all(rows.map(async (row) => presentStudent(row, await this.deps.ledger.balance(db, row.id))));
  }

  /** `GET /api/admin/students/{uid}`: the student, the balance and the ledger rows, newest first; 404 for anyone else. */
  async student(uid: number): Promise<Wire<typeof adminStudentDetailSchema>> {
    const { db } = this.deps;
    const row = await this.deps.accounts.student(uid);
    if (!row) throw appError('NOT_FOUND', { message: 'Student not found.' });
    const [balance, entries] = await Promise.all([this.deps.ledger.balance(db, uid), this.deps.ledger.entries(db, uid, ADMIN_LIST_LIMIT)]);
    return { ...presentStudent(row, balance), entries: entries.map(presentLedgerEntry) };
  }

  /**
   * `POST /api/admin/students/{uid}/ledger`: grants (+N) or removes (-N) sessions or Writing credits with a
   * reason. A removal larger than the balance is refused (409 BALANCE_TOO_LOW) instead of trimmed, so the
   * operator sees exactly what was written. The account row is locked, so racing changes are serialised.
   */
  async adjust(
    uid: number,
    input: Wire<typeof ledgerAdjustRequestSchema>,
    actorId: number,
  ): Promise<Wire<typeof ledgerAdjustAnswerSchema>> {
    const { db } = this.deps;
    const answer = await db.transaction(async (tx) => {
      const student = await this.deps.accounts.student(uid, tx);
      if (!student || !(await this.deps.ledger.lockAccount(tx, uid))) throw appError('NOT_FOUND', { message: 'Student not found.' });
      const before = await this.deps.ledger.balance(tx, uid);
      const available = input.kind === 'session' ? before.sessionCount : before.creditCount;
      if (available + input.amount < 0)
        throw appError('BALANCE_TOO_LOW', { message: `The balance is ${available}: at most ${available} can be removed.` });
      const entry = await this.deps.ledger.adjust(tx, {
        accountId: uid,
        kind: input.kind,
        delta: input.amount,
        reason: input.amount > 0 ? 'grant' : 'revoke',
        note: input.reason,
        actorId,
      });
      if (!entry) throw appError('CONFLICT', { message: 'Nothing was written.' });
      const balance = await this.deps.ledger.balance(tx, uid);
      return { balance: { session_count: balance.sessionCount, credit_count: balance.creditCount }, entry: presentLedgerEntry(entry) };
    });
    await this.deps.analytics.record('ledger_adjusted_by_admin', {
      accountId: actorId,
      data: { uid, kind: input.kind, amount: input.amount },
    });
    return answer;
  }

  /** `GET /api/admin/maintenance`. */
  async maintenance(): Promise<{ on: boolean }> {
    return { on: await this.deps.maintenance.isOn() };
  }

  /** `PUT /api/admin/maintenance`: switches maintenance with the admin's token (no operator secret). */
  async setMaintenance(on: boolean, actorId: number): Promise<{ on: boolean }> {
    await this.deps.maintenance.set(on);
    await this.deps.analytics.record('maintenance_switched_by_admin', { accountId: actorId, data: { on } });
    return { on };
  }

  /** `GET /api/admin/flagged-sessions`: student and expert flags, newest first, with the student and the expert. */
  async flaggedSessions(): Promise<Wire<typeof flaggedSessionSchema>[]> {
    const [rows, titles] = await Promise.all([this.deps.questions.flagsForReview(ADMIN_LIST_LIMIT), this.subjectTitles()]);
    const people = await this.deps.accounts.byIds(
      rows.flatMap((r) => [r.question.authorId, r.flag.accountId, ...(r.question.expertId === null ? [] : [r.question.expertId])]),
    );
    return rows.map((r) => {
      const expertId = r.flag.byRole === 'expert' ? r.flag.accountId : r.question.expertId;
      return {
        id: r.flag.id,
        qid: r.question.id,
        title: r.question.title,
        subject_title: titles.get(r.question.subjectId) ?? '',
        state: r.question.state,
        by_role: r.flag.byRole,
        reason: r.flag.reason,
        created: epochOf(r.flag.createdAt),
        student: presentPerson(people.get(r.question.authorId)),
        expert: expertId === null ? null : presentPerson(people.get(expertId)),
      };
    });
  }

  /** `GET /api/admin/moderation-events`: masked contact details, newest first, with who wrote them. */
  async moderationEvents(): Promise<Wire<typeof moderationEventSchema>[]> {
    const rows = await chatModeration.events(this.deps.db, ADMIN_LIST_LIMIT);
    const people = await this.deps.accounts.byIds(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])));
    return rows.map((r) => ({
      id: r.id,
      qid: r.questionId,
      field: r.field,
      kind: r.kind,
      excerpt: r.excerpt,
      is_strict: r.isStrict,
      created: epochOf(r.createdAt),
      account: r.accountId === null ? null : presentPerson(people.get(r.accountId)),
    }));
  }

  /** Subject titles by id (the catalog's reference data, Writing included). */
  private async subjectTitles(): Promise<Map<number, string>> {
    return new Map((await this.deps.catalog.expertSubjects()).map((s) => [s.id, s.title]));
  }
}
