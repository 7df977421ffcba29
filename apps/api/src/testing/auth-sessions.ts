import { accounts, type Database } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthAnswer } from '../modules/auth/sign-in';

/** Test helpers for every module's API tests: sign in through the real flows, or mint tokens directly. */

/** The `Authorization` header of an access token. */
export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** The newest 6-digit code emailed to an address, from the dev mailbox. */
export async function codeFromMailbox(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const items = (res.json() as { items: { subject: string; text: string }[] }).items;
  const code = items[0] ? /\b(\d{6})\b/.exec(items[0].text)?.[1] : undefined;
  if (!code) throw new Error(`no code in the mailbox of ${email}`);
  return code;
}

/** Signs in with the email-code flow (a new address creates a student). Mind the 60 s resend throttle per address. */
export async function loginWithEmail(app: FastifyInstance, email: string, deviceId = 'test-device'): Promise<AuthAnswer> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { type: 'email', email, device_id: deviceId, recaptcha_token: 'test' },
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const code = await codeFromMailbox(app, email);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/identity-verifies',
    payload: { type: 'email', email, code, device_id: deviceId },
  });
  if (verify.statusCode !== 200) throw new Error(`identity-verifies answered ${verify.statusCode}: ${verify.body}`);
  return verify.json() as AuthAnswer;
}

/** Signs in with the preset flow (email or User ID and password), e.g. the demo expert or admin. */
export async function loginWithPassword(
  app: FastifyInstance,
  who: { email: string } | { id: string },
  password: string,
): Promise<AuthAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/preset-logins',
    payload: { type: 'preset', device_id: 'test-device', ...who, password },
  });
  if (res.statusCode !== 200) throw new Error(`preset-logins answered ${res.statusCode}: ${res.body}`);
  return res.json() as AuthAnswer;
}

/** Mints tokens for an account without any login flow (fast: no argon2, no mailbox). */
export async function tokensFor(
  app: FastifyInstance,
  db: Database,
  accountId: number,
): Promise<{ access_token: string; refresh_token: string }> {
  const [row] = await db.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return app.services.tokens.startSession(db, { account: row, authType: 'preset', deviceId: 'test-device' });
}

/** The id of an account by email or User ID. */
export async function accountIdOf(db: Database, who: { email: string } | { id: string }): Promise<number> {
  const where = 'email' in who ? eq(accounts.email, who.email) : eq(accounts.loginId, who.id);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (!row) throw new Error(`no account ${JSON.stringify(who)}`);
  return row.id;
}
