import { errorReportRequestSchema } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  redactPageUrl,
  toReportPayload,
  type ErrorReportPayload,
  type ErrorReportSource,
  type ErrorReporterOptions,
} from './errorReporter';

/** The two front ends' configurations, as apps/web and apps/console pass them. */
const WEB_SECRET_PATH_PREFIXES = ['/new-password/', '/parents-opting/', '/sessions/', '/data-deletion/'];
const CONFIGURATIONS = [
  {
    source: 'web',
    reportsPerMinute: 5,
    secretPathPrefixes: WEB_SECRET_PATH_PREFIXES,
    secretQueryKeys: ['token', 'code'],
    page: '/ask?x=1',
  },
  { source: 'console', reportsPerMinute: 10, rememberedErrors: 200, queuedErrors: 20, page: '/console/admin/experts?x=1' },
] as const;

type Configuration = (typeof CONFIGURATIONS)[number];

function optionsOf({ page, ...configuration }: Configuration): Omit<ErrorReporterOptions<ErrorReportSource>, 'release'> {
  return { ...configuration, location: () => page };
}

/** A reporter on a clock the test moves, sending to an API channel that records what it sends. */
function apiReporter(configuration: Configuration, start = 1_000_000) {
  let now = start;
  const sent: ErrorReportPayload[] = [];
  const send = vi.fn(async (report: ErrorReportPayload) => void sent.push(report));
  const reporter = createErrorReporter({ ...optionsOf(configuration), release: '1.2.3', now: () => now });
  reporter.setChannel({ kind: 'api', send });
  return { reporter, sent, send, advance: (ms: number) => (now += ms) };
}

describe.each(CONFIGURATIONS)('error reporter of the $source app', (configuration) => {
  const { source, reportsPerMinute, page } = configuration;

  it('sends one payload per error with its source, the page, the release and the component stack', () => {
    const { reporter, sent } = apiReporter(configuration);
    const error = new TypeError('x is undefined');
    reporter.report(error, 'react', '\n    at Broken\n    at App');
    reporter.report(new Error('plain'), 'window');
    expect(sent).toEqual([
      {
        source,
        message: 'TypeError: x is undefined',
        stack: `${error.stack}\n\nComponent stack:\n    at Broken\n    at App`,
        url: page,
        release: '1.2.3',
      },
      expect.objectContaining({ source, message: 'plain' }),
    ]);
    for (const report of sent) expect(errorReportRequestSchema.safeParse(report).success).toBe(true);
  });

  it('reports the same error once, however often and however long apart it is thrown', () => {
    const { reporter, sent, advance } = apiReporter(configuration);
    const error = new Error('loop');
    for (let i = 0; i < 5; i += 1) {
      reporter.report(error, 'react');
      advance(120_000);
    }
    reporter.report('a string rejection', 'window');
    reporter.report('a string rejection', 'window');
    expect(sent.map((r) => r.message)).toEqual(['loop', 'a string rejection']);
  });

  it(`sends at most ${reportsPerMinute} reports in any rolling minute`, () => {
    const { reporter, sent, advance } = apiReporter(configuration);
    for (let i = 0; i < reportsPerMinute + 5; i += 1) reporter.report(new Error(`error ${i}`), 'window');
    expect(sent).toHaveLength(reportsPerMinute);
    advance(30_000);
    reporter.report(new Error('still too soon'), 'window');
    expect(sent).toHaveLength(reportsPerMinute);
    advance(30_001);
    reporter.report(new Error('a minute later'), 'window');
    expect(sent).toHaveLength(reportsPerMinute + 1);
    expect(sent.at(-1)?.message).toBe('a minute later');
  });

  it('keeps errors until the channel is chosen, then sends them', () => {
    const reporter = createErrorReporter({ ...optionsOf(configuration), release: '1' });
    reporter.report(new Error('early'), 'window');
    const send = vi.fn(async () => undefined);
    reporter.setChannel({ kind: 'api', send });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ source, message: 'early', url: page }));
  });

  it('leaves live window errors to Sentry, which hears them itself, but hands it render errors and the early ones', () => {
    const reporter = createErrorReporter({ ...optionsOf(configuration), release: '1' });
    const early = new Error('before Sentry');
    reporter.report(early, 'window');
    const capture = vi.fn();
    reporter.setChannel({ kind: 'sentry', capture });
    reporter.report(new Error('window, live'), 'window');
    const render = new Error('render');
    reporter.report(render, 'react', '\n    at Broken');
    expect(capture.mock.calls).toEqual([
      [early, undefined],
      [render, '\n    at Broken'],
    ]);
  });

  it('never lets a failed send escape', async () => {
    const reporter = createErrorReporter({ ...optionsOf(configuration), release: '1' });
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    reporter.setChannel({ kind: 'api', send });
    reporter.report(new Error('first'), 'window');
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the default page address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("is the window's path and query, with the configured link secrets replaced", () => {
    window.history.replaceState(null, '', '/new-password/abc123?token=t&x=1');
    const send = vi.fn(async () => undefined);
    const webReporter = createErrorReporter({
      source: 'web',
      reportsPerMinute: 5,
      secretPathPrefixes: WEB_SECRET_PATH_PREFIXES,
      release: '1',
    });
    webReporter.setChannel({ kind: 'api', send });
    webReporter.report(new Error('on the web'), 'window');
    const consoleReporter = createErrorReporter({ source: 'console', reportsPerMinute: 10, release: '1' });
    consoleReporter.setChannel({ kind: 'api', send });
    consoleReporter.report(new Error('in the console'), 'window');
    expect(send.mock.calls).toEqual([
      [expect.objectContaining({ source: 'web', url: '/new-password/redacted?token=redacted&x=1' })],
      [expect.objectContaining({ source: 'console', url: '/new-password/abc123?token=redacted&x=1' })],
    ]);
  });
});

describe('toReportPayload', () => {
  it("cuts texts to the contract's limits and adds the component stack after the error stack", () => {
    const error = new Error('m'.repeat(1200));
    error.stack = 's'.repeat(7990);
    const payload = toReportPayload('web', error, '\n    at Broken\n    at App', `/${'u'.repeat(2100)}`, 'r'.repeat(70));
    expect(payload.message).toHaveLength(1000);
    expect(payload.stack).toHaveLength(8000);
    expect(payload.stack?.slice(7990)).toBe('\n\nComponen');
    expect(payload.url).toHaveLength(2000);
    expect(payload.release).toHaveLength(64);
    expect(errorReportRequestSchema.safeParse(payload).success).toBe(true);
    const long = toReportPayload('console', new Error('m'.repeat(1200)), 's'.repeat(9000), '', '');
    expect(long.stack).toHaveLength(8000);
    expect(errorReportRequestSchema.safeParse(long).success).toBe(true);
  });

  it('names what is not an Error', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toReportPayload('console', { reason: 'nope' }, undefined, '', '').message).toBe('{"reason":"nope"}');
    expect(toReportPayload('console', undefined, undefined, '', '').message).toBe('undefined');
    expect(toReportPayload('web', cyclic, undefined, '', '').message).toBe('[object Object]');
    expect(toReportPayload('console', new Error(''), undefined, '', '')).toEqual({
      source: 'console',
      message: 'Error',
      stack: expect.any(String),
    });
  });
});

describe('redactPageUrl', () => {
  const web = { secretPathPrefixes: WEB_SECRET_PATH_PREFIXES, secretQueryKeys: ['token', 'code'] };

  it("never sends the secrets of the web app's links", () => {
    expect(redactPageUrl('/new-password/abc123', web)).toBe('/new-password/redacted');
    expect(redactPageUrl('/parents-opting/po_secret?dev-tools=true', web)).toBe('/parents-opting/redacted?dev-tools=true');
    expect(redactPageUrl('/data-deletion/dd_secret', web)).toBe('/data-deletion/redacted');
    expect(redactPageUrl('/sessions/shared1', web)).toBe('/sessions/redacted');
    expect(redactPageUrl('/rating?token=rt_secret&x=1', web)).toBe('/rating?token=redacted&x=1');
    expect(redactPageUrl('/my-sessions/12', web)).toBe('/my-sessions/12');
  });

  it('replaces only the token and code values without path prefixes, and only the given keys with them', () => {
    expect(redactPageUrl('/sessions/12?code=c&token=t&x=1')).toBe('/sessions/12?code=redacted&token=redacted&x=1');
    expect(redactPageUrl('/console/?x=1')).toBe('/console/?x=1');
    expect(redactPageUrl('/a/b?token=t&key=k', { secretPathPrefixes: ['/a/'], secretQueryKeys: ['key'] })).toBe(
      '/a/redacted?token=t&key=redacted',
    );
  });
});
