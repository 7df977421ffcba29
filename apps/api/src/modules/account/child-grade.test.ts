import { profileSchema, statusBundleSchema } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword } from '../../testing/auth-sessions';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-test-app';
import { uniqueSuffix } from '../../testing/authorization-fixtures';

describe(`a User-ID (child) account's forced grade dialog (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  /** A child made as operators make them (a User ID and a password, no grade: status 0), signed in with its password. */
  async function newChild() {
    const admin = await t.admin();
    const id = `kid-${uniqueSuffix()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/preset-accounts',
      headers: admin.headers,
      payload: { accounts: [{ id, password: 'kid-password-1' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const auth = await loginWithPassword(t.app, { id }, 'kid-password-1');
    return { headers: bearer(auth.access_token) };
  }
  const status = async (child: { headers: Record<string, string> }) =>
    statusBundleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: child.headers })).json()).profile;
  const update = (child: { headers: Record<string, string> }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/profile-updates', headers: child.headers, payload });

  it('sets the grade of a status 0 child, which completes the profile', async () => {
    const child = await newChild();
    expect(await status(child)).toMatchObject({ status: 0, grade: null });
    const res = await update(child, { grade: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ status: 1, grade: 10 });
    expect(await status(child)).toMatchObject({ status: 1, grade: 10 });
    // Later, from Settings, the grade may change again.
    expect((await update(child, { grade: -1 })).json()).toMatchObject({ grade: -1 });
  });

  it('keeps the name not editable: a name, alone or with a grade, changes nothing', async () => {
    const child = await newChild();
    for (const payload of [{ name: 'Kid' }, { name: 'Kid', grade: 12 }]) {
      const res = await update(child, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_AVAILABLE_FOR_ACCOUNT');
    }
    expect(await status(child)).toMatchObject({ status: 0, grade: null, name: null });
  });
});
