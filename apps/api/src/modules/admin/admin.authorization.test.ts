import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';
import { type RegisteredRoute, registeredRoutes } from './route-table';

/** A concrete URL for a route pattern (every parameter filled with an id that may or may not exist). */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe(`authorisation of the expert and admin APIs (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let routes: RegisteredRoute[];
  let student: TestAccount;
  let expert: TestAccount;
  beforeAll(async () => {
    t = await createEngineTestApp();
    routes = registeredRoutes(t.app);
    student = await t.student({ balance: 3 });
    expert = await t.expert();
  });
  afterAll(async () => t.close());

  const call = (route: RegisteredRoute, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { ...headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });
  const expertRoutes = () => routes.filter((r) => r.url.startsWith('/api/expert/'));
  const adminRoutes = () => routes.filter((r) => r.url.startsWith('/api/admin/'));

  it('finds every expert and admin route from the app itself', () => {
    expect(expertRoutes().length).toBeGreaterThanOrEqual(12);
    expect(adminRoutes().length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/expert/questions/:qid/messages' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/expert/questions/:qid/messages/:mid' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/students/:uid/ledger' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/preset-accounts' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/expert/writing/problems/:id/deliveries' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/writing-problems' });
  });

  it('answers 401 to every expert and admin route without a token, or with a bad one', async () => {
    for (const route of [...expertRoutes(), ...adminRoutes()]) {
      const bare = await call(route);
      expect({ route, status: bare.statusCode }).toEqual({ route, status: 401 });
      const forged = await call(route, { authorization: 'Bearer not-a-token' });
      expect({ route, status: forged.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('refuses a student on every expert and admin route', async () => {
    for (const route of [...expertRoutes(), ...adminRoutes()]) {
      const res = await call(route, student.headers);
      expect({ route, status: res.statusCode, code: res.json().code }).toEqual({ route, status: 403, code: 'FORBIDDEN' });
    }
  });

  it('refuses an expert on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, expert.headers);
      expect({ route, status: res.statusCode, code: res.json().code }).toEqual({ route, status: 403, code: 'FORBIDDEN' });
    }
  });

  it('lets an admin past the role check of every admin route (validation or a real answer, never 401/403)', async () => {
    const admin = await t.admin();
    for (const route of adminRoutes()) {
      if (route.url === '/api/admin/maintenance' && route.method === 'PUT') continue; // switching is tested on its own
      const res = await call(route, admin.headers);
      expect({ route, refused: [401, 403].includes(res.statusCode) }).toEqual({ route, refused: false });
    }
  });
});
