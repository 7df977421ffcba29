import type { EngineTestApp } from '../testing/engine-test-app';
import { type Operation, operationName } from './openapi-operations';

/** The callers every route is fuzzed as. */
export type RoleName = 'guest' | 'student' | 'expert' | 'admin';

/** A caller: the headers of its requests (none for a guest). */
export interface FuzzRole {
  name: RoleName;
  headers(): Promise<Record<string, string>>;
}

/** One account per role, made once and used for every request of the main pass. */
export async function standingRoles(t: EngineTestApp): Promise<FuzzRole[]> {
  const student = await t.student({ balance: 20 });
  const expert = await t.expert();
  const admin = await t.admin();
  return [
    { name: 'guest', headers: async () => ({}) },
    { name: 'student', headers: async () => student.headers },
    { name: 'expert', headers: async () => expert.headers },
    { name: 'admin', headers: async () => admin.headers },
  ];
}

/** A new account for every request (for the routes that spoil their caller's account). */
export function freshRoles(t: EngineTestApp): FuzzRole[] {
  return [
    { name: 'guest', headers: async () => ({}) },
    { name: 'student', headers: async () => (await t.student({ balance: 1 })).headers },
    { name: 'expert', headers: async () => (await t.expert()).headers },
    { name: 'admin', headers: async () => (await t.admin()).headers },
  ];
}

/**
 * Routes that spoil the run for the accounts that call them: logout revokes the token, a data deletion request closes
 * the account (an admin's may close anyone's), and switching maintenance on answers 503 to everyone after. They run
 * after every other route, each request with a fresh account, and maintenance last of all.
 */
const SPOILERS = [
  'POST /api/logout',
  'POST /api/data-deletion-requests',
  'POST /api/admin/data-deletion-requests',
  'PUT /api/admin/maintenance',
];

/** Whether an operation spoils its caller's account (see `SPOILERS`). */
export function isSpoiler(op: Operation): boolean {
  return SPOILERS.includes(operationName(op));
}

/** The operations in the order they are fuzzed: the document's order, the spoilers last in the order listed above. */
export function fuzzOrder(operations: Operation[]): Operation[] {
  const rank = (op: Operation) => SPOILERS.indexOf(operationName(op));
  return [...operations].sort((a, b) => rank(a) - rank(b));
}
