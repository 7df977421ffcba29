import { writeFileSync } from 'node:fs';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../testing/engine-test-app';
import { freshRoles, fuzzOrder, isSpoiler, standingRoles } from './fuzz-roles';
import { runFuzz, summaryLine } from './fuzz-run';
import { fuzzSettings } from './fuzz-settings';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-operations';

/**
 * Reads the OpenAPI document the server serves and sends every route, as a guest, a student, an expert and an admin,
 * requests generated with fast-check from the route's schemas (path, query, body; the multipart forms from their
 * contracts) and malformed transport (over-long URLs, bodies over the limits, wrong content types, broken JSON). Every
 * answer must be free of 5xx (maintenance aside) and carry a catalogued `{code, message}`. The engine test app: timers
 * not polled, files in memory, accounts made directly. Sizes and the seed: `fuzz-settings.ts`.
 */
const settings = fuzzSettings();

describe(`schema-driven fuzzing of every route of /api/docs/json (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createEngineTestApp();
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json() as OpenApiDocument);
  });
  afterAll(async () => t.close());

  it('reads every route from the served OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toContain('POST /api/preset-checks');
    expect(names).toContain('GET /api/password-recovery/{code}');
    expect(names).toContain('POST /api/questions/{qid}/messages');
  });

  it(
    'answers every malformed request, as every role, without a 5xx and with a catalogued {code, message}',
    async () => {
      const standing = await standingRoles(t);
      const fresh = freshRoles(t);
      const summary = await runFuzz(
        t.app,
        { operations: fuzzOrder(operations), rolesFor: (op) => (isSpoiler(op) ? fresh : standing) },
        settings,
      );
      console.warn(summaryLine(summary, testDatabaseKind()));
      if (settings.reportFile) writeFileSync(settings.reportFile, JSON.stringify({ ...summary, covered: [...summary.covered] }, null, 2));

      expect(summary.covered.size).toBe(operations.length);
      expect(summary.roles).toBe(4);
      expect({ findings: summary.findings.length, first: summary.findings.slice(0, 15) }).toEqual({ findings: 0, first: [] });
    },
    settings.large ? 1_800_000 : 120_000,
  );
});
