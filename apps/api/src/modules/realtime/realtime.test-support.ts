import { randomBytes } from 'node:crypto';
import { SUBJECTS } from '@photostudy/contracts';
import { accounts, type Database, expertProfiles, ledgerEntries } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import { bearer, tokensFor } from '../auth/auth.testing';

/** A test account with its Bearer header. */
export interface RealtimeTestAccount {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** Inserts a student or an expert and mints its tokens (no argon2, no mailbox). */
export async function makeAccount(app: FastifyInstance, db: Database, role: 'student' | 'expert', sessions = 2): Promise<RealtimeTestAccount> {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(accounts)
    .values({ role, authType: role === 'student' ? 'email' : 'preset', email: `${role}-${tag}@rt.test`, name: `${role} ${tag}`, status: 1, features: ['stem-subject'] })
    .returning({ id: accounts.id });
  const id = row!.id;
  if (role === 'student') await db.insert(ledgerEntries).values({ accountId: id, kind: 'session', delta: sessions, reason: 'grant' });
  else await db.insert(expertProfiles).values({ accountId: id, subjectIds: SUBJECTS.map((s) => s.tid), info: 'Realtime test expert' });
  const token = (await tokensFor(app, db, id)).access_token;
  return { id, token, headers: bearer(token) };
}
