import { describe, expect, it } from 'vitest';
import { toAnalyticsData } from './sessionLog';

describe('toAnalyticsData', () => {
  it('keeps flat values, drops undefined and turns the rest into short text', () => {
    expect(toAnalyticsData({ qid: 3, ok: true, none: null, gone: undefined, error: new Error('boom'), long: 'x'.repeat(900) })).toEqual({
      qid: 3,
      ok: true,
      none: null,
      error: 'Error: boom',
      long: 'x'.repeat(500),
    });
  });
});
