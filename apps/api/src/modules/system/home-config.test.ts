import { homeConfigSchema } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe(`home config (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers guests the landing page's subject tiles, demo video, app links and claims", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home-config' });
    expect(res.statusCode).toBe(200);
    const config = homeConfigSchema.parse(res.json());
    expect(config.subjects.map((s) => [s.tid, s.title])).toEqual([
      [1, 'Algebra'],
      [4, 'Geometry'],
      [3, 'Trigonometry'],
      [2, 'Calculus'],
      [5, 'Chemistry'],
      [6, 'Physics'],
    ]);
    expect(config.subjects[0]).toEqual({ tid: 1, title: 'Algebra', image_url: null });
    expect(config.demo_video_url).toBeNull();
    expect(config.app_links).toEqual({
      android: expect.stringMatching(/^https:\/\/play\.google\.com\//),
      ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    });
    expect(config.stats).toEqual({ sessions: 3_000_000, tutors: 20_000, app_rating: 4.4 });
    // The same for a signed-in caller, and a bad token does not refuse it.
    const withBadToken = await t.app.inject({ method: 'GET', url: '/api/home-config', headers: { authorization: 'Bearer nope' } });
    expect(withBadToken.json()).toEqual(res.json());
  });
});
