import {
  accounts,
  type DbExecutor,
  expertProfiles,
  messages,
  preparedOnce,
  questionFlags,
  questionRejections,
  questions,
  subjects,
} from '@photostudy/db';
import { EXPERT_QUEUE_LIMIT } from '@photostudy/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A question row. */
export type QuestionRow = typeof questions.$inferSelect;
/** A message row. */
export type MessageRow = typeof messages.$inferSelect;
/** States in which a question is open (counts against the one-open-question rule). */
export const OPEN_STATES = ['connecting', 'in_progress'] as const;

/** A question with what its presenter needs: subject, author, expert and the expert's profile. */
export interface QuestionView {
  q: QuestionRow;
  subjectTitle: string;
  subjectGroup: 'stem' | 'business';
  author: { id: number; name: string | null; avatar: string | null; authType: string };
  expert: { id: number; name: string | null; avatar: string | null; info: string; ratingSum: number; ratingCount: number } | null;
}

const expertAccount = alias(accounts, 'expert_account');
/** An earlier question of a repost's thread, in the subqueries that keep a repost from its previous experts. */
const earlierQuestion = alias(questions, 'earlier_question');
/** The repost whose earlier questions are looked up (a name of its own, so the subquery is never ambiguous). */
const repostQuestion = alias(questions, 'repost_question');

function viewQuery(db: DbExecutor) {
  return db
    .select({
      q: questions,
      subjectTitle: subjects.title,
      subjectGroup: subjects.subjectGroup,
      authorName: accounts.name,
      authorAvatar: accounts.avatarUrl,
      authorAuthType: accounts.authType,
      expertName: expertAccount.name,
      expertAvatar: expertAccount.avatarUrl,
      expertInfo: expertProfiles.info,
      ratingSum: expertProfiles.ratingSum,
      ratingCount: expertProfiles.ratingCount,
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .innerJoin(accounts, eq(accounts.id, questions.authorId))
    .leftJoin(expertAccount, eq(expertAccount.id, questions.expertId))
    .leftJoin(expertProfiles, eq(expertProfiles.accountId, questions.expertId));
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

function toView(row: ViewRow): QuestionView {
  const { q } = row;
  return {
    q,
    subjectTitle: row.subjectTitle,
    subjectGroup: row.subjectGroup,
    author: { id: q.authorId, name: row.authorName, avatar: row.authorAvatar, authType: row.authorAuthType },
    expert:
      q.expertId === null
        ? null
        : {
            id: q.expertId,
            name: row.expertName,
            avatar: row.expertAvatar,
            info: row.expertInfo ?? '',
            ratingSum: row.ratingSum ?? 0,
            ratingCount: row.ratingCount ?? 0,
          },
  };
}

/** One question with its presenter data. */
export async function findQuestionView(db: DbExecutor, qid: number): Promise<QuestionView | null> {
  const [row] = await questionViewQuery(db).execute({ qid });
  return row ? toView(row) : null;
}

/** A student's questions, newest first (sample sessions excluded). */
export async function listAuthorQuestions(db: DbExecutor, authorId: number, limit: number, offset: number): Promise<QuestionView[]> {
  const rows = await authorQuestionsQuery(db).execute({ authorId, limit, offset });
  return rows.map(toView);
}

// The session screen and the session list, the student app's most read calls: built once, prepared.
const questionViewQuery = preparedOnce((db) =>
  viewQuery(db)
    .where(eq(questions.id, sql.placeholder('qid')))
    .prepare('find_question_view'),
);
const authorQuestionsQuery = preparedOnce((db) =>
  viewQuery(db)
    .where(and(eq(questions.authorId, sql.placeholder('authorId')), eq(questions.isSample, false)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list_author_questions'),
);

/** The sample sessions every student may read. */
export async function listSampleQuestions(db: DbExecutor): Promise<QuestionView[]> {
  const rows = await viewQuery(db).where(eq(questions.isSample, true)).orderBy(asc(questions.id));
  return rows.map(toView);
}

/** Questions an expert holds or held, newest first. */
export async function listExpertQuestions(db: DbExecutor, expertId: number, limit: number, offset: number): Promise<QuestionView[]> {
  const rows = await viewQuery(db)
    .where(and(eq(questions.expertId, expertId), eq(questions.isSample, false)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toView);
}

/** Unclaimed questions in these subjects that this expert has not passed on (nor held earlier in a repost's thread), oldest first. */
export async function listQueue(
  db: DbExecutor,
  expertId: number,
  subjectIds: number[],
  limit = EXPERT_QUEUE_LIMIT,
): Promise<QuestionView[]> {
  if (!subjectIds.length) return [];
  const rows = await viewQuery(db)
    .where(
      and(
        eq(questions.state, 'connecting'),
        isNull(questions.expertId),
        eq(questions.isSample, false),
        inArray(questions.subjectId, subjectIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(questionRejections)
            .where(and(eq(questionRejections.questionId, questions.id), eq(questionRejections.expertId, expertId))),
        ),
        // A repost goes to another expert than the ones the student already had in its thread.
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlierQuestion)
            .where(
              and(
                eq(earlierQuestion.expertId, expertId),
                sql`${questions.previousQuestionIds} @> jsonb_build_array(${earlierQuestion.id})`,
              ),
            ),
        ),
      ),
    )
    // The consoles' and the subject queue batcher's order (`compareQueueOrder`): the ask's second, as the wire's `created`
    // carries it, then the qid; by exact time, two asks of one second could list in another order than the deltas keep.
    .orderBy(sql`date_trunc('second', ${questions.createdAt})`, asc(questions.id))
    .limit(limit);
  return rows.map(toView);
}

/** The question row, locked until the transaction ends: every change of a question goes through this. */
export async function lockQuestion(tx: DbExecutor, qid: number): Promise<QuestionRow | null> {
  const [row] = await lockQuestionQuery(tx).execute({ qid });
  return row ?? null;
}

// Every change of a question (each chat message included) starts here: built once, bound to each transaction.
const lockQuestionQuery = preparedOnce((db) =>
  db
    .select()
    .from(questions)
    .where(eq(questions.id, sql.placeholder('qid')))
    .for('update')
    .prepare('lock_question'),
);

/** A question locked for a change by its author or its expert, with what its chat rules depend on. */
export type LockedQuestion = QuestionRow & {
  /** The author's sign-in kind (a User-ID child's chat follows the stricter rules); '' once the account is gone. */
  authorAuthType: string;
};

/**
 * The question row locked like `lockQuestion` (its author's row is read, not locked), with its author's sign-in kind:
 * each chat message needs it, and reading it here is one statement less per message (issue 19).
 */
export async function lockQuestionWithAuthor(tx: DbExecutor, qid: number): Promise<LockedQuestion | null> {
  const [row] = await lockQuestionWithAuthorQuery(tx).execute({ qid });
  return row ? { ...row.question, authorAuthType: row.authorAuthType ?? '' } : null;
}

const lockQuestionWithAuthorQuery = preparedOnce((db) =>
  db
    .select({ question: questions, authorAuthType: accounts.authType })
    .from(questions)
    .leftJoin(accounts, eq(accounts.id, questions.authorId))
    .where(eq(questions.id, sql.placeholder('qid')))
    .for('update', { of: questions })
    .prepare('lock_question_with_author'),
);

/** The question row without a lock. */
export async function findQuestion(db: DbExecutor, qid: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, qid));
  return row ?? null;
}

/** Open STEM/Business questions of a student. */
export function findOpenQuestions(db: DbExecutor, authorId: number) {
  return openQuestionsQuery(db).execute({ authorId });
}

// Read by every ask form: built once, prepared.
const openQuestionsQuery = preparedOnce((db) =>
  db
    .select({ id: questions.id, allowSpreadsheet: questions.allowSpreadsheet })
    .from(questions)
    .where(
      and(eq(questions.authorId, sql.placeholder('authorId')), inArray(questions.state, [...OPEN_STATES]), eq(questions.isSample, false)),
    )
    .orderBy(desc(questions.id))
    .prepare('find_open_questions'),
);

/** Reserves the next question id, so that the ask debit can name its question before the insert. */
export async function nextQuestionId(tx: DbExecutor): Promise<number> {
  const [row] = await nextQuestionIdQuery(tx).execute();
  const id = Number(row?.id);
  if (!Number.isInteger(id)) throw new Error('no question id from the sequence');
  return id;
}

// Every ask: built once, prepared, bound to the ask's transaction.
const nextQuestionIdQuery = preparedOnce((db) =>
  db
    .select({ id: sql<string | number>`nextval(pg_get_serial_sequence('questions', 'id'))` })
    .from(sql`(select 1) as one`)
    .prepare('next_question_id'),
);

/**
 * The columns a new question sets, every one of them; the rest take their defaults. An ask writes them in its own statement
 * (`ask.repository.ts` builds its column list from this one, its id from the sequence there), a repost through
 * `insertQuestion` (its id from `nextQuestionId`).
 */
export const NEW_QUESTION_COLUMNS = [
  'id',
  'authorId',
  'subjectId',
  'title',
  'mindsetId',
  'mindsetTitle',
  'lang',
  'allowSpreadsheet',
  'sheetUrl',
  'sheetFileId',
  'isSheetReady',
  'attachmentUrl',
  'attachmentFileId',
  'attachmentSize',
  'isRepost',
  'threadRootId',
  'previousQuestionIds',
] as const;

/** A new question: every column of `NEW_QUESTION_COLUMNS` given (null where it has none). */
export type NewQuestion = { [K in (typeof NEW_QUESTION_COLUMNS)[number]]-?: Exclude<(typeof questions.$inferInsert)[K], undefined> };

/** Inserts a question, `connecting` (a repost: rare, so built by Drizzle on each call; an ask has its own statement). */
export async function insertQuestion(tx: DbExecutor, values: NewQuestion): Promise<QuestionRow> {
  const [row] = await tx
    .insert(questions)
    .values({ ...values, state: 'connecting' })
    .returning();
  if (!row) throw new Error('question insert returned nothing');
  return row;
}

/** Updates a question. */
export async function updateQuestion(tx: DbExecutor, qid: number, patch: Partial<typeof questions.$inferInsert>): Promise<QuestionRow> {
  const [row] = await tx.update(questions).set(patch).where(eq(questions.id, qid)).returning();
  if (!row) throw new Error(`question ${qid} vanished`);
  return row;
}

/** The claim: succeeds only while the question is unclaimed and connecting (one winner, whatever the race). */
export async function claimIfUnclaimed(tx: DbExecutor, qid: number, expertId: number, now: Date): Promise<QuestionRow | null> {
  const [row] = await tx
    .update(questions)
    .set({
      expertId,
      claimedAt: now,
      firstClaimedAt: sql`coalesce(${questions.firstClaimedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(questions.id, qid), eq(questions.state, 'connecting'), isNull(questions.expertId)))
    .returning();
  return row ?? null;
}

/** Questions an expert holds right now (claimed or in a discussion). */
export async function liveQuestionIdsOfExpert(db: DbExecutor, expertId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.expertId, expertId), inArray(questions.state, [...OPEN_STATES])));
  return rows.map((r) => r.id);
}

/** Experts among `ids` who cover a subject, have not passed on a question and, for a repost, were not in its thread before. */
export async function expertsToOffer(db: DbExecutor, ids: number[], subjectId: number, qid: number): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(expertProfiles, eq(expertProfiles.accountId, accounts.id))
    .where(
      and(
        inArray(accounts.id, ids),
        eq(accounts.role, 'expert'),
        sql`${expertProfiles.subjectIds} @> ${JSON.stringify([subjectId])}::jsonb`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(questionRejections)
            .where(and(eq(questionRejections.questionId, qid), eq(questionRejections.expertId, accounts.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(repostQuestion)
            .innerJoin(earlierQuestion, sql`${repostQuestion.previousQuestionIds} @> jsonb_build_array(${earlierQuestion.id})`)
            .where(and(eq(repostQuestion.id, qid), eq(earlierQuestion.expertId, accounts.id))),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether any expert passed on this question (then it is offered per expert, never on its subject's channel). */
export async function hasRejections(db: DbExecutor, qid: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(questionRejections)
    .where(eq(questionRejections.questionId, qid))
    .limit(1);
  return row !== undefined;
}

/** The experts who held the earlier questions of a repost's thread (a repost must go to someone else). */
export async function earlierExpertIds(db: DbExecutor, q: Pick<QuestionRow, 'previousQuestionIds'>): Promise<number[]> {
  if (!q.previousQuestionIds.length) return [];
  const rows = await db
    .select({ expertId: questions.expertId })
    .from(questions)
    .where(and(inArray(questions.id, q.previousQuestionIds), isNotNull(questions.expertId)));
  return [...new Set(rows.map((r) => r.expertId!))];
}

/** Records that an expert passed on a question. */
export async function recordRejection(tx: DbExecutor, qid: number, expertId: number, reason: 'rejected' | 'claim_expired'): Promise<void> {
  await tx
    .insert(questionRejections)
    .values({ questionId: qid, expertId, reason })
    .onConflictDoUpdate({ target: [questionRejections.questionId, questionRejections.expertId], set: { reason, createdAt: new Date() } });
}

/** Records a flag for review. */
export async function insertFlag(tx: DbExecutor, row: typeof questionFlags.$inferInsert): Promise<void> {
  await tx.insert(questionFlags).values(row);
}

/** Flags of sessions (by students and experts) with their question, newest first (admin area). */
export function listFlags(db: DbExecutor, limit: number) {
  return db
    .select({
      flag: questionFlags,
      question: {
        id: questions.id,
        title: questions.title,
        state: questions.state,
        authorId: questions.authorId,
        expertId: questions.expertId,
        subjectId: questions.subjectId,
      },
    })
    .from(questionFlags)
    .innerJoin(questions, eq(questions.id, questionFlags.questionId))
    .orderBy(desc(questionFlags.createdAt), desc(questionFlags.id))
    .limit(limit);
}

/** The messages of a question, oldest first. */
export function listMessages(db: DbExecutor, qid: number): Promise<MessageRow[]> {
  return messagesQuery(db).execute({ qid });
}

// Every read of a session: built once, prepared.
const messagesQuery = preparedOnce((db) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.questionId, sql.placeholder('qid')))
    .orderBy(asc(messages.id))
    .prepare('list_messages'),
);

/** How many messages a question has (system messages excluded). */
export async function countMessages(db: DbExecutor, qid: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.questionId, qid), sql`${messages.senderId} is not null`));
  return row?.n ?? 0;
}

/** One message of a question. */
export async function findMessage(db: DbExecutor, qid: number, mid: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.questionId, qid), eq(messages.id, mid)));
  return row ?? null;
}

/** The message a sender already stored under a client message id. */
export async function findMessageByClientId(
  db: DbExecutor,
  qid: number,
  senderId: number,
  clientMessageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.questionId, qid), eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row ?? null;
}

/** Inserts a message; null when the client message id was already stored (the unique index decides). */
export async function insertMessageOnce(
  tx: DbExecutor,
  values: Omit<typeof messages.$inferInsert, 'id'> & { createdAt: Date; updatedAt: Date },
): Promise<MessageRow | null> {
  const [row] = await insertMessageQuery(tx).execute({
    questionId: values.questionId,
    senderId: values.senderId ?? null,
    body: values.body,
    esBody: values.esBody ?? null,
    messageType: values.messageType ?? 'text',
    attachmentUrl: values.attachmentUrl ?? null,
    attachmentSize: values.attachmentSize ?? null,
    suggestion: values.suggestion ? JSON.stringify(values.suggestion) : null,
    clientMessageId: values.clientMessageId ?? null,
    createdAt: values.createdAt,
    updatedAt: values.updatedAt,
  });
  return row ?? null;
}

// Every chat message is this insert: built once, bound to each transaction. The suggestion goes in as JSON text cast in
// SQL, so that no suggestion stays SQL NULL (a placeholder through the jsonb encoder would store the JSON value null).
const insertMessageQuery = preparedOnce((db) =>
  db
    .insert(messages)
    .values({
      questionId: sql.placeholder('questionId'),
      senderId: sql.placeholder('senderId'),
      body: sql.placeholder('body'),
      esBody: sql.placeholder('esBody'),
      messageType: sql.placeholder('messageType'),
      attachmentUrl: sql.placeholder('attachmentUrl'),
      attachmentSize: sql.placeholder('attachmentSize'),
      suggestion: sql`${sql.placeholder('suggestion')}::jsonb`,
      clientMessageId: sql.placeholder('clientMessageId'),
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('insert_message_once'),
);

/** Updates a message. */
export async function updateMessage(tx: DbExecutor, mid: number, patch: Partial<typeof messages.$inferInsert>): Promise<MessageRow> {
  const [row] = await tx.update(messages).set(patch).where(eq(messages.id, mid)).returning();
  if (!row) throw new Error(`message ${mid} vanished`);
  return row;
}

/** How many questions an account asked (sample sessions excluded). */
export async function countAuthorQuestions(db: DbExecutor, authorId: number): Promise<number> {
  const [row] = await countAuthorQuestionsQuery(db).execute({ authorId });
  return row?.n ?? 0;
}

// Part of the status bundle every open app polls: built once, prepared.
const countAuthorQuestionsQuery = preparedOnce((db) =>
  db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.authorId, sql.placeholder('authorId')), eq(questions.isSample, false)))
    .prepare('count_author_questions'),
);

/** Whether an expert holds an open question of a student. */
export async function hasOpenQuestionWithExpert(db: DbExecutor, studentId: number, expertId: number): Promise<boolean> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.authorId, studentId), eq(questions.expertId, expertId), inArray(questions.state, [...OPEN_STATES])))
    .limit(1);
  return rows.length > 0;
}

/** Questions that show a file (a repost shows the files of the question it repeats). */
export function questionsUsingFile(db: DbExecutor, fileId: string) {
  return db
    .select({ id: questions.id, authorId: questions.authorId, expertId: questions.expertId, isSample: questions.isSample })
    .from(questions)
    .where(or(eq(questions.attachmentFileId, fileId), eq(questions.sheetFileId, fileId)));
}

/**
 * Erasure of a student: the questions they asked go with every message in them (the expert's too: the session is
 * the student's), their flags, rejections and moderation records (cascades). Answers the questions, their messages and
 * their image and sheet files, whose records and timers the caller removes.
 */
export async function eraseQuestionsForAccount(
  tx: DbExecutor,
  authorId: number,
): Promise<{ questionIds: number[]; messageIds: number[]; fileIds: string[] }> {
  const asked = await tx
    .select({ id: questions.id, attachmentFileId: questions.attachmentFileId, sheetFileId: questions.sheetFileId })
    .from(questions)
    .where(eq(questions.authorId, authorId))
    .for('update');
  const questionIds = asked.map((q) => q.id);
  const messageIds: number[] = [];
  if (questionIds.length) {
    const removed = await tx.delete(messages).where(inArray(messages.questionId, questionIds)).returning({ id: messages.id });
    messageIds.push(...removed.map((m) => m.id));
    await tx.delete(questions).where(inArray(questions.id, questionIds));
  }
  // Messages the account sent in questions of others (none for a student today; `sender_id` has no cascade).
  const elsewhere = await tx.delete(messages).where(eq(messages.senderId, authorId)).returning({ id: messages.id });
  messageIds.push(...elsewhere.map((m) => m.id));
  const fileIds = asked.flatMap((q) => [q.attachmentFileId, q.sheetFileId].filter((id): id is string => id !== null));
  return { questionIds, messageIds, fileIds: [...new Set(fileIds)] };
}
