import {
  ADMIN_LEDGER_ADJUST_MAX,
  createExpertRequestSchema,
  type PresetAccountDraft,
  presetAccountInputSchema,
} from '@photostudy/contracts';

/** Field errors as i18n keys. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What the new-expert form edits. */
export interface ExpertDraft {
  email: string;
  name: string;
  password: string;
  subjectIds: number[];
}

/** Checks the new-expert form against the contract (email, name, password of 8+, at least one subject). */
export function validateExpert(draft: ExpertDraft): FieldErrors<'email' | 'name' | 'password' | 'subjects'> {
  const errors: FieldErrors<'email' | 'name' | 'password' | 'subjects'> = {};
  const parsed = createExpertRequestSchema.safeParse({
    email: draft.email.trim(),
    name: draft.name,
    password: draft.password,
    subject_ids: draft.subjectIds,
  });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'email') errors.email = 'admin.errors.email';
    else if (field === 'name') errors.name = 'admin.errors.name';
    else if (field === 'password') errors.password = 'admin.errors.password';
    else if (field === 'subject_ids') errors.subjects = 'admin.errors.subjects';
  }
  return errors;
}

/** What the one-account form edits: a preset (email) or a User-ID (child) account. */
export interface AccountDraft {
  kind: 'preset' | 'userId';
  email: string;
  loginId: string;
  name: string;
  password: string;
  sessions: number;
}

/** Checks the one-account form: the identifier of its kind, an optional password of 8+, sessions 0-10000. */
export function validateAccount(draft: AccountDraft): FieldErrors<'email' | 'loginId' | 'name' | 'password' | 'sessions'> {
  const errors: FieldErrors<'email' | 'loginId' | 'name' | 'password' | 'sessions'> = {};
  if (draft.kind === 'preset' && !createExpertRequestSchema.shape.email.safeParse(draft.email.trim()).success)
    errors.email = 'admin.errors.email';
  const parsed = presetAccountInputSchema.safeParse(toAccountInput(draft));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'id') errors.loginId = 'admin.errors.loginId';
      else if (field === 'email')
        errors[draft.kind === 'preset' ? 'email' : 'loginId'] ??= draft.kind === 'preset' ? 'admin.errors.email' : 'admin.errors.loginId';
      else if (field === 'name') errors.name = 'admin.errors.name';
      else if (field === 'password') errors.password = 'admin.errors.password';
      else if (field === 'sessions') errors.sessions = 'admin.errors.sessions';
    }
  return errors;
}

/** The input of the one-account form (its keys read the same in camelCase and snake_case). */
export function toAccountInput(draft: AccountDraft): PresetAccountDraft {
  const isPreset = draft.kind === 'preset';
  return {
    ...(isPreset ? { email: draft.email.trim() } : { id: draft.loginId.trim() }),
    ...(isPreset && draft.name.trim() ? { name: draft.name.trim() } : {}),
    ...(draft.password ? { password: draft.password } : {}),
    ...(draft.sessions ? { sessions: draft.sessions } : {}),
  };
}

/** What the grant/remove form edits. */
export interface AdjustDraft {
  direction: 'grant' | 'remove';
  amount: number;
  reason: string;
}

/** Checks a grant or removal: a whole amount of 1 to the maximum, a reason, and never more removed than the balance holds. */
export function validateAdjust(draft: AdjustDraft, balance: number): FieldErrors<'amount' | 'reason'> {
  const errors: FieldErrors<'amount' | 'reason'> = {};
  if (!Number.isInteger(draft.amount) || draft.amount < 1 || draft.amount > ADMIN_LEDGER_ADJUST_MAX) errors.amount = 'admin.errors.amount';
  else if (draft.direction === 'remove' && draft.amount > balance) errors.amount = 'admin.errors.belowZero';
  if (!draft.reason.trim()) errors.reason = 'admin.errors.reason';
  return errors;
}
