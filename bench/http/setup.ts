/**
 * The accounts bench/http measures with: students with sessions and experts, written straight into the database
 * before the server starts (so that it works on PGlite too, whose folder only one process may open), then signed in
 * through the real API, each student with one question claimed and started by its own expert, so that chat messages
 * are accepted.
 */
import { hashPassword, openDatabase } from '@photostudy/db';
import { insertBenchAccounts } from '../shared/bench-accounts';

const PASSWORD = 'bench-Password-123';

/** A signed-in student with a live question. */
export interface BenchStudent {
  id: number;
  token: string;
  qid: number;
}

/** Parsed JSON from the server, read loosely by the load generator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped wire data in a load generator
type Json = any;

async function must(
  base: string,
  label: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown } = {},
): Promise<Json> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${text.slice(0, 400)}`);
  return JSON.parse(text);
}

/** Inserts `count` students (five sessions each) and as many experts; the server's own migrations run here first. */
export async function seedAccounts(
  db: { databaseUrl?: string; dataDir?: string },
  count: number,
  tag: string,
): Promise<{ students: string[]; experts: string[] }> {
  const handle = await openDatabase({ ...db, poolSize: 2 });
  try {
    const { students, experts } = await insertBenchAccounts(handle.db, {
      count,
      prefix: 'http',
      tag,
      passwordHash: await hashPassword(PASSWORD),
    });
    return { students: students.map((s) => s.email), experts: experts.map((e) => e.email) };
  } finally {
    await handle.close();
  }
}

async function login(base: string, email: string, deviceId: string): Promise<{ id: number; token: string }> {
  const auth = await must(base, 'preset login', 'POST', '/api/preset-logins', {
    json: { type: 'preset', device_id: deviceId, email, password: PASSWORD },
  });
  const me = await must(base, 'status', 'GET', '/api/status-updates', { token: auth.access_token });
  return { id: Number(me.profile.uid), token: auth.access_token };
}

/** Signs everyone in; each student asks, its expert claims and starts, and `messages` chat lines are exchanged. */
export async function prepareSessions(
  base: string,
  emails: { students: string[]; experts: string[] },
  messages: number,
): Promise<BenchStudent[]> {
  const out: BenchStudent[] = [];
  for (const [i, email] of emails.students.entries()) {
    const student = await login(base, email, `bench-http-s${i}`);
    const expert = await login(base, emails.experts[i]!, `bench-http-e${i}`);
    const q = await must(base, 'ask', 'POST', '/api/questions', {
      token: student.token,
      json: { title: `How do I integrate x^2 sin(x)? (bench ${i})`, mindset_id: 1, subject_id: 1, lang: 'en' },
    });
    const qid = Number(q.qid ?? q.id);
    await must(base, 'claim', 'POST', `/api/expert/questions/${qid}/claims`, { token: expert.token });
    await must(base, 'start', 'POST', `/api/expert/questions/${qid}/starts`, { token: expert.token });
    for (let m = 0; m < messages; m++) {
      await must(base, 'student message', 'POST', `/api/questions/${qid}/messages`, {
        token: student.token,
        json: { body: `Step ${m}: is the derivative of x^2 equal to 2x?`, client_message_id: `setup-${i}-${m}` },
      });
      await must(base, 'expert message', 'POST', `/api/expert/questions/${qid}/messages`, {
        token: expert.token,
        json: { body: `Yes, step ${m} is right: d/dx x^2 = 2x. Now integrate by parts.` },
      });
    }
    out.push({ id: student.id, token: student.token, qid });
  }
  return out;
}
