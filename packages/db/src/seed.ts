import { FEATURES, MINDSETS, SUBJECTS, WRITING_SUBJECT } from '@photostudy/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from './client';
import { hashPassword } from './passwords';
import {
  accounts,
  expertProfiles,
  ledgerEntries,
  messages,
  mindsets,
  questions,
  ratingReasons,
  reservations,
  storePackages,
  subjects,
  systemSettings,
} from './schema/index';

/** Demo accounts of brief section 9, printed by `npm start`. */
export const DEMO_ACCOUNTS = {
  student: { email: 'student@demo.test', note: 'email login; the code is in the dev mailbox' },
  preset: { email: 'preset@demo.test', password: 'demo-pass-1' },
  child: { loginId: 'kid-demo-1', password: 'kid-pass-1' },
  expert: { email: 'expert@demo.test', password: 'expert-pass-1' },
  writer: { email: 'writer@demo.test', password: 'writer-pass-1' },
  admin: { email: 'admin@demo.test', password: 'admin-pass-1' },
} as const;

/** An order number of the demo, redeemable once in Settings for the package it names. */
export const DEMO_RESERVATION = { orderNumber: 'DEMO-ORDER-1', productId: 'sessions_5' } as const;

const STUDENT_FEATURES = [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT, FEATURES.SHARED_SESSION_POOL];

const RATING_REASONS = [
  { id: 1, type: 'select', text: 'The explanation was hard to follow' },
  { id: 2, type: 'select', text: 'The expert took too long' },
  { id: 3, type: 'select', text: 'The answer was wrong' },
  { id: 4, type: 'select', text: 'The expert was not friendly' },
  { id: 5, type: 'free_text', text: 'Other' },
  { id: 6, type: 'mail', text: 'Send us your feedback by email' },
] as const;

const PACKAGES = [
  {
    productId: 'sessions_1',
    description: '1 Session',
    subdescription: 'Try a live expert once',
    priceCents: 999,
    sessions: 1,
    writingCredits: 0,
    confirmationRequired: false,
    plan: null,
  },
  {
    productId: 'sessions_5',
    description: '5 Sessions',
    subdescription: 'Most popular: save 20%',
    priceCents: 3999,
    sessions: 5,
    writingCredits: 0,
    confirmationRequired: false,
    plan: null,
  },
  {
    productId: 'sessions_10',
    description: '10 Sessions',
    subdescription: 'Best value: save 30%',
    priceCents: 6999,
    sessions: 10,
    writingCredits: 0,
    confirmationRequired: true,
    plan: null,
  },
  {
    productId: 'writing_3',
    description: '3 Writing reviews',
    subdescription: 'Essay feedback within 48 hours',
    priceCents: 2499,
    sessions: 0,
    writingCredits: 3,
    confirmationRequired: false,
    plan: null,
  },
  {
    productId: 'monthly_plan',
    description: 'Monthly plan',
    subdescription: '8 sessions and 1 Writing review every month',
    priceCents: 2999,
    sessions: 8,
    writingCredits: 1,
    confirmationRequired: true,
    plan: 'monthly',
  },
] as const;

const SAMPLE_SESSIONS = [
  {
    subjectId: 1,
    title: 'Solve for x: 2x + 5 = 17',
    mindsetId: 3,
    messages: [
      ['student', 'I keep getting x = 11 but the answer key says 6. What am I doing wrong?'],
      ['expert', 'Let us go step by step. First subtract 5 from both sides: $2x + 5 - 5 = 17 - 5$.'],
      ['student', 'So 2x = 12?'],
      ['expert', 'Exactly. Now divide both sides by 2: $x = \\frac{12}{2} = 6$. You probably added 5 instead of subtracting it.'],
      ['student', 'Oh I see it now, thank you!'],
    ],
  },
  {
    subjectId: 5,
    title: 'How many moles are in 36 g of water?',
    mindsetId: 1,
    messages: [
      ['student', 'How do I find the number of moles in 36 grams of water?'],
      ['expert', 'Use $n = \\frac{m}{M}$. The molar mass of water is about $18\\,\\text{g/mol}$.'],
      ['expert', 'So $n = \\frac{36}{18} = 2$ moles.'],
      ['student', 'That makes sense. Thanks!'],
    ],
  },
  {
    subjectId: 2,
    title: 'Derivative of x^2 sin(x)',
    mindsetId: 2,
    messages: [
      ['student', 'I got 2x sin(x) for the derivative of x^2 sin(x). Is that right?'],
      ['expert', "Close! You need the product rule: $(uv)' = u'v + uv'$."],
      ['expert', 'So the derivative is $2x\\sin x + x^2\\cos x$.'],
      ['student', 'I forgot the second term. Got it, thanks.'],
    ],
  },
] as const;

/** Upserts the reference data every database needs: subjects, mindsets, rating reasons, packages (one statement each). */
async function seedReferenceData(db: DbExecutor): Promise<void> {
  // Runs on every start: four statements instead of one per row keep a restart from waiting on dozens of round trips.
  await db
    .insert(subjects)
    .values(
      SUBJECTS.map((s, position) => ({
        id: s.tid,
        title: s.title,
        subjectGroup: s.subjectGroup,
        allowSpreadsheet: s.allowSpreadsheet,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(mindsets)
    .values(MINDSETS.map((m, position) => ({ id: m.id, title: m.title, type: m.type, position })))
    .onConflictDoNothing();
  await db
    .insert(ratingReasons)
    .values(RATING_REASONS.map((r, position) => ({ ...r, position })))
    .onConflictDoNothing();
  await db
    .insert(storePackages)
    .values(PACKAGES.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing();
}

async function insertAccount(db: DbExecutor, values: typeof accounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

async function seedSampleSessions(db: DbExecutor, expertId: number): Promise<void> {
  const authorId = await insertAccount(db, { role: 'student', authType: 'system', name: 'Sample student', status: 1 });
  const startedAt = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  for (const sample of SAMPLE_SESSIONS) {
    const mindset = MINDSETS.find((m) => m.id === sample.mindsetId);
    const [q] = await db
      .insert(questions)
      .values({
        authorId,
        expertId,
        subjectId: sample.subjectId,
        title: sample.title,
        mindsetId: sample.mindsetId,
        mindsetTitle: mindset?.title ?? '',
        state: 'explained',
        answered: true,
        answerPoint: 5,
        discussionStatus: 'EXPIRED',
        discussionDurationS: 1200,
        discussionStartedAt: startedAt,
        endReason: 'expired',
        isSample: true,
        createdAt: startedAt,
        updatedAt: startedAt,
      })
      .returning({ id: questions.id });
    if (!q) throw new Error('sample insert returned nothing');
    for (const [i, [who, body]] of sample.messages.entries()) {
      const at = new Date(startedAt.getTime() + (i + 1) * 45_000);
      await db.insert(messages).values({
        questionId: q.id,
        senderId: who === 'student' ? authorId : expertId,
        body,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}

/** Inserts the demo accounts, balances and sample sessions of brief section 9. */
async function seedDemo(db: DbExecutor): Promise<void> {
  const [studentId, presetId, childId] = [
    await insertAccount(db, {
      email: DEMO_ACCOUNTS.student.email,
      authType: 'email',
      name: 'Demo Student',
      grade: 12,
      status: 1,
      features: STUDENT_FEATURES,
      registrationOrigin: 'homework_help',
      tosAcceptedAt: new Date(),
    }),
    await insertAccount(db, {
      email: DEMO_ACCOUNTS.preset.email,
      authType: 'preset',
      passwordHash: await hashPassword(DEMO_ACCOUNTS.preset.password),
      name: 'Preset Student',
      grade: 11,
      status: 1,
      features: STUDENT_FEATURES,
      registrationOrigin: 'preset',
      tosAcceptedAt: new Date(),
    }),
    await insertAccount(db, {
      loginId: DEMO_ACCOUNTS.child.loginId,
      authType: 'user_id',
      passwordHash: await hashPassword(DEMO_ACCOUNTS.child.password),
      grade: -1,
      status: 1,
      features: [FEATURES.STEM_SUBJECT],
      registrationOrigin: 'preset',
      tosAcceptedAt: new Date(),
    }),
  ];
  const expertId = await insertAccount(db, {
    role: 'expert',
    email: DEMO_ACCOUNTS.expert.email,
    authType: 'preset',
    passwordHash: await hashPassword(DEMO_ACCOUNTS.expert.password),
    name: 'Maya Chen',
    status: 1,
  });
  await db.insert(expertProfiles).values({
    accountId: expertId,
    subjectIds: SUBJECTS.map((s) => s.tid),
    info: 'Math and science tutor, 6 years of experience.',
    ratingSum: 48,
    ratingCount: 10,
  });
  const writerId = await insertAccount(db, {
    role: 'expert',
    email: DEMO_ACCOUNTS.writer.email,
    authType: 'preset',
    passwordHash: await hashPassword(DEMO_ACCOUNTS.writer.password),
    name: 'Sam Writer',
    status: 1,
  });
  await db.insert(expertProfiles).values({ accountId: writerId, subjectIds: [WRITING_SUBJECT.tid], info: 'Writing coach and editor.' });
  await insertAccount(db, {
    role: 'admin',
    email: DEMO_ACCOUNTS.admin.email,
    authType: 'preset',
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    name: 'Demo Admin',
    status: 1,
  });
  await db.insert(ledgerEntries).values([
    { accountId: studentId, kind: 'session', delta: 5, reason: 'seed', note: 'demo seed' },
    { accountId: studentId, kind: 'writing', delta: 2, reason: 'seed', note: 'demo seed' },
    { accountId: presetId, kind: 'session', delta: 3, reason: 'seed', note: 'demo seed' },
    { accountId: childId, kind: 'session', delta: 2, reason: 'seed', note: 'demo seed' },
  ]);
  await db.insert(reservations).values({ orderNumber: DEMO_RESERVATION.orderNumber, productId: DEMO_RESERVATION.productId });
  await seedSampleSessions(db, expertId);
}

/**
 * Demo databases seeded before the Writing track gave the writer no subject: give `writer@demo.test` the Writing
 * subject once, so that an existing demo keeps working (a no-op everywhere else).
 */
async function upgradeDemo(db: DbExecutor): Promise<void> {
  const [writer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.writer.email));
  if (!writer) return;
  await db
    .update(expertProfiles)
    .set({ subjectIds: sql`${expertProfiles.subjectIds} || ${JSON.stringify([WRITING_SUBJECT.tid])}::jsonb` })
    .where(
      and(
        eq(expertProfiles.accountId, writer.id),
        sql`not (${expertProfiles.subjectIds} @> ${JSON.stringify([WRITING_SUBJECT.tid])}::jsonb)`,
      ),
    );
}

/** Seeds a database once: reference data always, the demo only outside production. Safe on every start. */
export async function seedDatabase(db: Database, options: { isProduction: boolean }): Promise<{ seededDemo: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time when several nodes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    await seedReferenceData(tx);
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, 'demo_seeded'));
    if (options.isProduction) return { seededDemo: false };
    if (marker) {
      await upgradeDemo(tx);
      return { seededDemo: false };
    }
    await seedDemo(tx);
    await tx.insert(systemSettings).values({ key: 'demo_seeded', value: true });
    return { seededDemo: true };
  });
}
