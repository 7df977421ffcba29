import type { UnitScope } from '../../core/unit-of-work';
import { accountDirectory } from '../account/account-directory.service';
import { eraseAccountRow, insertErasedAccount } from '../account/account.repository';
import { eraseAnalyticsForAccount } from '../analytics/analytics.repository';
import { eraseAuthForAccount } from '../auth/auth.repository';
import { eraseLedgerForAccount } from '../ledger/ledger.repository';
import { eraseMailForAddresses } from '../mail/mailbox.repository';
import { eraseModerationForAccount } from '../moderation/moderation.repository';
import { eraseNotificationsForAccount } from '../notifications/notifications.repository';
import { parentPhoneOrNull } from '../parents/parents-phone';
import { eraseParentsOffersForAccount } from '../parents/parents.repository';
import { QUESTION_TIMER_KINDS, TIMER_KINDS } from '../questions/engine-context';
import { eraseQuestionsForAccount } from '../questions/question.repository';
import { eraseSharesForAccount } from '../shares/shares.repository';
import { eraseSmsForPhones } from '../sms/sms.repository';
import { STORE_TIMER_KINDS } from '../store/store-context';
import { eraseStoreForAccount } from '../store/store.repository';
import { eraseTimersForSubjects } from '../timers/timer.repository';
import { eraseFilesForAccount } from '../uploads/uploads.repository';
import { WRITING_TIMER_KINDS } from '../writing/writing-context';
import { eraseWritingForAccount } from '../writing/writing.repository';
import { DATA_DELETION_TIMER_KIND, type DataDeletionContext } from './data-deletion-context';
import { completeRequest, completeRequestsForAccount, lockRequest } from './data-deletion.repository';

/** Names shorter than this are not looked for in free text (a two-letter name would match unrelated notes). */
const NAME_MIN_CHARS = 3;

/**
 * Erases an account for real, in the caller's transaction, module by module through each owner's repository:
 * money and audit rows (ledger, purchases, claimed order numbers, events of others) move to a new anonymous account,
 * so every sum stays whole and nothing points at the old id; everything else that names the person goes, the account
 * row last. The files' bytes are deleted after commit (a rollback must not lose them).
 */
async function eraseAccount(ctx: DataDeletionContext, scope: UnitScope, accountId: number): Promise<void> {
  const { tx } = scope;
  const now = ctx.clock.now();
  // The account lock first: no debit, grant or purchase of this account runs while its ledger rows move.
  await ctx.ledger.lockAccount(tx, accountId);
  const account = await accountDirectory.byId(tx, accountId);
  if (!account) return completeRequestsForAccount(tx, accountId, now);
  // Unique identifiers are looked for everywhere; the name only in the ledger's free-text notes.
  const unique = [account.email, account.loginId].filter((v): v is string => Boolean(v));
  const name = account.name?.trim();
  const anonymousId = await insertErasedAccount(tx, now);

  await eraseLedgerForAccount(tx, accountId, anonymousId, name && name.length >= NAME_MIN_CHARS ? [...unique, name] : unique);
  const store = await eraseStoreForAccount(tx, accountId, anonymousId);
  const writing = await eraseWritingForAccount(tx, accountId);
  await eraseSharesForAccount(tx, accountId);
  const asked = await eraseQuestionsForAccount(tx, accountId);
  await eraseModerationForAccount(tx, accountId);
  const storageKeys = await eraseFilesForAccount(tx, accountId, [...writing.fileIds, ...asked.fileIds]);
  await eraseNotificationsForAccount(tx, accountId);
  const phones = await eraseParentsOffersForAccount(tx, accountId);
  const accountPhone = parentPhoneOrNull(account.phoneNumber);
  await eraseSmsForPhones(tx, [...new Set([...phones, ...(accountPhone ? [accountPhone] : [])])]);
  await eraseAuthForAccount(tx, accountId, account.email);
  await eraseMailForAddresses(tx, [...(account.email ? [account.email] : []), ...writing.emails]);
  await eraseAnalyticsForAccount(tx, accountId, anonymousId, unique);
  await eraseTimersForSubjects(tx, [
    { kinds: QUESTION_TIMER_KINDS, subjectIds: asked.questionIds },
    { kinds: [TIMER_KINDS.suggestionLock], subjectIds: asked.messageIds },
    { kinds: [WRITING_TIMER_KINDS.deadline], subjectIds: writing.problemIds },
    { kinds: [STORE_TIMER_KINDS.subscriptionRenewal], subjectIds: store.subscriptionIds },
  ]);
  await completeRequestsForAccount(tx, accountId, now);
  await eraseAccountRow(tx, accountId);
  await ctx.analytics.recordIn(tx, { name: 'account_erased', accountId: anonymousId, createdAt: now, data: { files: storageKeys.length } });

  scope.afterCommit(async () => {
    for (const key of storageKeys) {
      await ctx.files.delete(key).catch((err: unknown) => ctx.log.error({ err }, 'an erased file could not be deleted'));
    }
  });
}

/**
 * The erasure job: one durable timer per request, due `DATA_DELETION_DELAY_S` after it. The handler locks the request
 * and runs only while it is pending, inside the timer's savepoint, so it erases once across nodes and restarts, and a
 * failure leaves everything as it was for the retry.
 */
export function registerErasure(ctx: DataDeletionContext): void {
  ctx.timers.on(DATA_DELETION_TIMER_KIND, async (scope, timer) => {
    const request = await lockRequest(scope.tx, timer.subjectId);
    if (!request || request.state !== 'pending') return;
    if (request.accountId === null) return completeRequest(scope.tx, request.id, ctx.clock.now());
    await eraseAccount(ctx, scope, request.accountId);
    ctx.log.info({ request: request.id }, 'account erased');
  });
}
