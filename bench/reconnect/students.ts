/**
 * Signed-in students for the reconnect benchmark, through the real email-code sign-in (code from the dev mailbox).
 */

/** A signed-in student: account id and the token pair the apps keep. */
export interface BenchStudent {
  uid: number;
  email: string;
  accessToken: string;
  refreshToken: string;
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs up (or in) `reconnect-{tag}-{i}@bench.test` and reads its uid from `/api/status-updates`. */
export async function signInStudent(base: string, tag: string, i: number): Promise<BenchStudent> {
  const email = `reconnect-${tag}-${i}@bench.test`;
  const deviceId = `bench-reconnect-${i}`;
  await post(base, '/api/login', { type: 'email', email, device_id: deviceId, recaptcha_token: 'bench' });
  const mailbox = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    items?: { text?: string }[];
  };
  const code = /\b(\d{6})\b/.exec(mailbox.items?.[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  const auth = await post(base, '/api/identity-verifies', { type: 'email', email, code, device_id: deviceId });
  const accessToken = auth.access_token as string;
  const status = (await (await fetch(`${base}/api/status-updates`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    profile?: { uid?: number };
  };
  const uid = status.profile?.uid;
  if (typeof uid !== 'number') throw new Error(`no uid for ${email}: ${JSON.stringify(status).slice(0, 300)}`);
  return { uid, email, accessToken, refreshToken: auth.refresh_token as string };
}
