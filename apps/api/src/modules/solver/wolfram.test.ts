import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWolframLookup } from './wolfram';

/** A fake Short Answers endpoint: app id 'good' answers, 'slow' never answers in time, anything else is 501. */
async function startWolfram(): Promise<{ server: Server; url: string; queries: URLSearchParams[] }> {
  const queries: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    queries.push(query);
    if (query.get('appid') === 'slow') {
      setTimeout(() => res.end('too late'), 1_000);
      return;
    }
    if (query.get('appid') !== 'good') {
      res.statusCode = 501;
      res.end('No short answer available');
      return;
    }
    res.setHeader('content-type', 'text/plain');
    res.end(` x = ${query.get('i') === '2x+5=17' ? '6' : '?'} \n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/result`, queries };
}

describe('createWolframLookup', () => {
  let site: Awaited<ReturnType<typeof startWolfram>>;
  beforeAll(async () => {
    site = await startWolfram();
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  });

  it('answers with the short answer, sending the app id and the query', async () => {
    const lookup = createWolframLookup('good', fetch, site.url);
    expect(await lookup('2x+5=17')).toBe('x = 6');
    expect(site.queries.at(-1)?.get('appid')).toBe('good');
    expect(site.queries.at(-1)?.get('i')).toBe('2x+5=17');
  });

  it('is null without an app id, without calling the API', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await createWolframLookup(null, fetchImpl, site.url)('x=1')).toBeNull();
    expect(await createWolframLookup('  ', fetchImpl, site.url)('x=1')).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is null when the API has no answer, fails or times out', async () => {
    expect(await createWolframLookup('other', fetch, site.url)('x^5+x=1')).toBeNull();
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new Error('network down'));
    expect(await createWolframLookup('good', failing, site.url)('x=1')).toBeNull();
    const started = Date.now();
    expect(await createWolframLookup('slow', fetch, site.url, 100)('x=1')).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });
});
