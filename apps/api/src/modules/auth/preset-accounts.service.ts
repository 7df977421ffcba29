import { FEATURES, csvRecords, presetAccountInputSchema } from '@photostudy/contracts';
import { type Database, hashPassword } from '@photostudy/db';
import { z } from 'zod';
import { appError } from '../../errors/app-error';
import { accountDirectory } from '../account/account-directory.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { Clock } from '../../core/clock';
import { INVALID_EMAIL_TEXT, NEW_STUDENT_FEATURES, normalizeEmail, normalizeLoginId } from './identity';

/** One preset account to create, in the wire shape. */
export type PresetAccountInput = z.infer<typeof presetAccountInputSchema>;

/** A created account, in the wire shape. */
export interface CreatedPresetAccount {
  uid: number;
  email: string | null;
  id: string | null;
  role: 'student' | 'expert' | 'admin';
  is_preset_pending: boolean;
}

const emailFormat = z.email();
const CSV_ALIASES: Record<string, string> = { login_id: 'id', user_id: 'id', writing: 'writing_credits', credits: 'writing_credits' };
const NUMERIC_COLUMNS = new Set(['grade', 'sessions', 'writing_credits']);

/** Reads CSV text (header row: email or id, name, password, role, grade, language, sessions, writing_credits, features) into inputs. */
export function presetInputsFromCsv(csv: string): { inputs: PresetAccountInput[]; errors: Record<string, string> } {
  const inputs: PresetAccountInput[] = [];
  const errors: Record<string, string> = {};
  const records = csvRecords(csv);
  if (records.length === 0) errors.csv = 'no accounts: give a header row and at least one account row';
  for (const { row, record } of records) {
    const raw: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record)) {
      const key = CSV_ALIASES[name] ?? name;
      if (NUMERIC_COLUMNS.has(key)) raw[key] = Number(value);
      else if (key === 'features')
        raw[key] = value
          .split(/[|;]/)
          .map((f) => f.trim())
          .filter(Boolean);
      else raw[key] = value;
    }
    const parsed = presetAccountInputSchema.safeParse(raw);
    if (parsed.success) inputs.push(parsed.data);
    else for (const issue of parsed.error.issues) errors[`row.${row}.${issue.path.join('.') || '_'}`] ??= issue.message;
  }
  return { inputs, errors };
}

/**
 * Creates preset accounts (one or a batch) all-or-nothing: every row is checked first (format,
 * duplicates in the batch and in the database), then all are inserted in one transaction with their
 * session and Writing grants. Accounts without a password create it at their first login.
 */
export async function createPresetAccounts(
  deps: PresetAccountsDeps,
  inputs: PresetAccountInput[],
  actorId: number | null,
  labelOf: (index: number) => string = (index) => `accounts.${index}`,
): Promise<CreatedPresetAccount[]> {
  const errors: Record<string, string> = {};
  const rows = inputs.map((input, index) => ({
    index,
    input,
    email: input.email ? normalizeEmail(input.email) : null,
    loginId: input.id ? normalizeLoginId(input.id) : null,
  }));
  const seenEmails = new Set<string>();
  const seenIds = new Set<string>();
  for (const row of rows) {
    if (row.email !== null && !emailFormat.safeParse(row.email).success) errors[`${labelOf(row.index)}.email`] = INVALID_EMAIL_TEXT;
    if (row.email && seenEmails.has(row.email)) errors[`${labelOf(row.index)}.email`] = 'appears twice in this batch';
    if (row.loginId && seenIds.has(row.loginId)) errors[`${labelOf(row.index)}.id`] = 'appears twice in this batch';
    if (row.loginId && (row.input.role ?? 'student') !== 'student') errors[`${labelOf(row.index)}.role`] = 'User-ID accounts are students';
    if (row.email) seenEmails.add(row.email);
    if (row.loginId) seenIds.add(row.loginId);
  }
  const existing = await accountDirectory.existingIdentifiers(deps.db, [...seenEmails], [...seenIds]);
  for (const row of rows) {
    if (row.email && existing.emails.has(row.email)) errors[`${labelOf(row.index)}.email`] = 'an account with this email already exists';
    if (row.loginId && existing.loginIds.has(row.loginId))
      errors[`${labelOf(row.index)}.id`] = 'an account with this User ID already exists';
  }
  if (Object.keys(errors).length > 0) throw appError('VALIDATION_FAILED', { fields: errors });

  const hashes = new Map<number, string>();
  for (const row of rows) if (row.input.password) hashes.set(row.index, await hashPassword(row.input.password));

  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const out: CreatedPresetAccount[] = [];
    for (const row of rows) {
      const { input } = row;
      const role = input.role ?? 'student';
      const isUserId = row.loginId !== null;
      const passwordHash = hashes.get(row.index) ?? null;
      const account = await accountDirectory.create(tx, {
        role,
        email: row.email,
        loginId: row.loginId,
        authType: isUserId ? 'user_id' : 'preset',
        passwordHash,
        isPresetPending: passwordHash === null,
        name: isUserId ? null : (input.name ?? null),
        grade: input.grade ?? null,
        status: input.grade !== undefined || role !== 'student' ? 1 : 0,
        features: input.features ?? (role !== 'student' ? [] : isUserId ? [FEATURES.STEM_SUBJECT] : NEW_STUDENT_FEATURES),
        language: input.language ?? 'en',
        registrationOrigin: 'preset',
        createdAt: now,
        updatedAt: now,
      });
      const grants = [
        ...(input.sessions
          ? [{ accountId: account.id, kind: 'session' as const, delta: input.sessions, actorId, note: 'preset account', createdAt: now }]
          : []),
        ...(input.writing_credits
          ? [
              {
                accountId: account.id,
                kind: 'writing' as const,
                delta: input.writing_credits,
                actorId,
                note: 'preset account',
                createdAt: now,
              },
            ]
          : []),
      ];
      await deps.ledger.grant(tx, grants);
      out.push({
        uid: account.id,
        email: account.email,
        id: account.loginId,
        role: account.role,
        is_preset_pending: account.isPresetPending,
      });
    }
    return out;
  });
  await deps.analytics.record('preset_accounts_created', {
    accountId: actorId,
    data: { count: created.length, uids: created.map((c) => c.uid) },
  });
  return created;
}

/** What creating preset accounts needs. */
export interface PresetAccountsDeps {
  db: Database;
  clock: Clock;
  analytics: AnalyticsRecorder;
  ledger: LedgerService;
}

/** Preset and User-ID accounts created by an admin (the CLI calls `createPresetAccounts` itself). */
export class PresetAccountsService {
  constructor(private readonly deps: PresetAccountsDeps) {}

  /** `POST /api/admin/preset-accounts`: a JSON list, or CSV text whose rows are reported by number. */
  async createFromRequest(body: { accounts: PresetAccountInput[] } | { csv: string }, actorId: number): Promise<CreatedPresetAccount[]> {
    if ('accounts' in body) return createPresetAccounts(this.deps, body.accounts, actorId);
    const { inputs, errors } = presetInputsFromCsv(body.csv);
    if (Object.keys(errors).length > 0) throw appError('VALIDATION_FAILED', { fields: errors });
    return createPresetAccounts(this.deps, inputs, actorId, (index) => `row.${index + 1}`);
  }
}
