import { CHANNELS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import type { UnitScope } from '../../core/unit-of-work';
import type { Balance } from './ledger.service';

/** Tells the student's open app its balance changed (after commit): every ledger change made outside the app's own call. */
export function publishBalance(scope: UnitScope, accountId: number, balance: Balance): void {
  scope.publish(CHANNELS.privateStudent(accountId), STUDENT_PRIVATE_EVENTS.balanceUpdated, {
    balance: { session_count: balance.sessionCount, credit_count: balance.creditCount },
  });
}
