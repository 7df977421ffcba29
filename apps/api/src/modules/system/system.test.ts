import { clientConfigSchema, errorBodySchema, systemStatusSchema } from '@photostudy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe(`system routes (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_VERSION: '1.2.3' });
  });
  afterAll(async () => t.close());

  it('answers the system status in snake_case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system-status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: false, force_upgrading: false, version: '1.2.3' });
    expect(systemStatusSchema.parse(res.json())).toBeTruthy();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives the client config with the realtime endpoint on the caller host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client-config', headers: { host: 'example.test:3000' } });
    expect(res.statusCode).toBe(200);
    const body = clientConfigSchema.parse(res.json());
    expect(body.realtime).toMatchObject({
      key: 'test-key',
      host: 'example.test',
      port: 3000,
      use_tls: false,
      auth_endpoint: '/api/pusher-auth',
    });
    expect(body.captcha.provider).toBe('none');
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.dbKind });
  });

  it('serves the OpenAPI document with every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/system-status', '/api/client-config', '/api/health', '/api/ops/maintenance']),
    );
  });

  it('answers unknown API paths with the catalogue body and no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers invalid bodies with VALIDATION_FAILED and the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/maintenance',
      headers: { 'x-ops-secret': t.opsSecret },
      payload: { enabled: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { enabled: expect.any(String) } });
  });

  it('answers malformed JSON with a catalogued code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/maintenance',
      headers: { 'content-type': 'application/json', 'x-ops-secret': t.opsSecret },
      payload: '{"enabled":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses the maintenance switch without the operator secret', async () => {
    for (const headers of [{}, { 'x-ops-secret': 'wrong' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/maintenance', headers, payload: { enabled: true } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/system-status' });
    expect(status.json().maintenance).toBe(false);
  });

  it('turns maintenance on and off: answers carry the flag and other calls get 503', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/ops/maintenance',
      headers: { 'x-ops-secret': t.opsSecret },
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ maintenance: true });

    const status = await t.app.inject({ method: 'GET', url: '/api/system-status' });
    expect(status.json()).toMatchObject({ maintenance: true });
    expect(status.headers['x-maintenance']).toBe('1');

    const config = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.statusCode).toBe(200);
    expect(config.json().maintenance).toBe(true);

    const other = await t.app.inject({ method: 'GET', url: '/api/anything-else' });
    expect(other.statusCode).toBe(503);
    expect(other.json()).toMatchObject({
      code: 'MAINTENANCE',
      maintenance: true,
      title: 'Maintenance Time',
      message: 'Be patient! We will come back ASAP',
    });

    // Token refresh stays open (a bad token is refused as usual, not with 503).
    const refresh = await t.app.inject({ method: 'POST', url: '/api/tokens', payload: { token: 'not-a-token' } });
    expect(refresh.statusCode).not.toBe(503);

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/ops/maintenance',
      headers: { 'x-ops-secret': t.opsSecret },
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ maintenance: false, force_upgrading: false, version: '1.2.3' });
    const after = await t.app.inject({ method: 'GET', url: '/api/anything-else' });
    expect(after.statusCode).toBe(404);
  });
});
