import fc from 'fast-check';
import { multipart } from '../testing/engine-test-app';
import { hostileString, longString, numericString, RawUrlPart, rawUrlPart, toJsonText } from './hostile-values';
import { formSchemaOf } from './multipart-forms';
import type { Operation, OperationParameter } from './openapi-operations';
import { bodyOf, hostileOf, schemalessFieldsOf, validOf } from './schema-arbitraries';

/** One request the fuzzer sends; `kind` says how it was made (`schema`, or a malformed-transport case). */
export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type UrlValue = string | RawUrlPart;
const JSON_TYPE = { 'content-type': 'application/json' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function encode(value: UrlValue): string {
  if (value instanceof RawUrlPart) return value.text;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded: send it as it is.
    return value;
  }
}

/** The concrete URL of an operation: path parameters filled in, query pairs appended. */
export function urlOf(op: Operation, params: Record<string, UrlValue>, query: [string, UrlValue][] = []): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(params[name] ?? '1'));
  const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return search ? `${path}?${search}` : path;
}

function asUrlText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A path segment: mostly valid, else hostile, numeric-looking, raw-escaped, or just over the router's 100-character limit. */
function pathValueOf(param: OperationParameter): fc.Arbitrary<UrlValue> {
  return fc.oneof(
    { weight: 4, arbitrary: validOf(param.schema).map(asUrlText) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: numericString },
    { weight: 1, arbitrary: rawUrlPart },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 300 }).map((n) => 'p'.repeat(n)) },
  );
}

/** Query pairs: each documented parameter present or not, mostly valid; now and then repeated or unknown keys. */
function queryOf(op: Operation, fieldNames: string[]): fc.Arbitrary<[string, UrlValue][]> {
  const value = (p: OperationParameter): fc.Arbitrary<UrlValue> =>
    fc.oneof(
      { weight: 4, arbitrary: validOf(p.schema).map(asUrlText) },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: numericString },
      { weight: 1, arbitrary: rawUrlPart },
      { weight: 1, arbitrary: longString(p.schema.maxLength).map((s) => s.slice(0, 5_000)) },
    );
  const documented = op.query.map((p) =>
    fc.option(
      fc.array(value(p), { minLength: 1, maxLength: 2 }).map((vs) => vs.map((v): [string, UrlValue] => [p.name, v])),
      { freq: 4 },
    ),
  );
  const unknown = fc.option(fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), hostileString), hostileString), { maxLength: 2 }), {
    freq: 5,
  });
  return fc.tuple(fc.tuple(...documented), unknown).map(([pairs, extra]) => [...pairs.flatMap((p) => p ?? []), ...(extra ?? [])]);
}

/** Fields as multipart text parts (objects as JSON), plus a file part of random bytes with a hostile name. */
function multipartOf(fields: Record<string, unknown>, file: { field: string; filename: string; data: Buffer } | null) {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asUrlText(v)]));
  return multipart(text, file ? [file] : []);
}

const fileArb = fc.record({
  field: fc.constantFrom('image_file', 'sheet_file', 'file', 'image', 'avatar', 'x'),
  filename: fc.oneof(fc.constantFrom('a.png', 'a.docx', 'a.xlsx', '../../etc/passwd', ''), hostileString),
  data: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
});

/** Requests made from an operation's schemas (path, query and body), with the malformed parts mixed in. */
export function schemaRequestOf(op: Operation, fieldNames: string[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueOf(p)])));
  const url = fc.tuple(params, queryOf(op, fieldNames)).map(([p, q]) => urlOf(op, p, q));
  if (op.body) {
    return fc.tuple(url, bodyOf(op.body, fieldNames)).map(([u, body]) => ({
      kind: 'schema',
      method: op.method,
      url: u,
      headers: JSON_TYPE,
      payload: toJsonText(body),
    }));
  }
  if (!BODY_METHODS.has(op.method)) return url.map((u) => ({ kind: 'schema', method: op.method, url: u, headers: {} }));
  // No documented body: nothing, JSON fields, or multipart fields with a file (the upload routes read multipart themselves),
  // the fields from the form's contract when the route reads one, else names that other routes use.
  const form = formSchemaOf(op);
  const fields = form
    ? bodyOf(form, fieldNames).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v }))
    : schemalessFieldsOf(fieldNames);
  return fc
    .tuple(url, fc.constantFrom('none', 'json', 'multipart'), fields, fc.option(fileArb, { freq: 2 }))
    .map(([u, as, fields, file]): FuzzRequest => {
      if (as === 'none') return { kind: 'schema', method: op.method, url: u, headers: {} };
      if (as === 'json') return { kind: 'schema', method: op.method, url: u, headers: JSON_TYPE, payload: toJsonText(fields) };
      const body = multipartOf(fields, file);
      return { kind: 'schema', method: op.method, url: u, headers: body.headers, payload: body.payload };
    });
}

/** One valid body of an operation (what the malformed-transport cases wrap), or an empty object. */
function sampleBody(op: Operation, seed: number): Record<string, unknown> {
  if (!op.body) return {};
  const [value] = fc.sample(validOf(op.body), { seed, numRuns: 1 });
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const ONE_MB = 1024 * 1024;

/** A malformed-transport case, built only when it is sent (some carry 10 MB). */
export interface TransportCase {
  kind: string;
  build(): FuzzRequest;
}

/**
 * Malformed transport, the same for every route: over-long URLs and path segments, bodies over the 1 MB limit (and over
 * the 10 MB file limit on the upload routes), wrong or broken content types, invalid, empty, deep and prototype-polluting
 * JSON, broken escapes, an unrouted method.
 */
export function transportCasesOf(op: Operation, seed: number): TransportCase[] {
  const url = urlOf(op, {});
  const first = op.pathParams[0];
  const isUpload = !op.body && BODY_METHODS.has(op.method);
  const valid = () => sampleBody(op, seed);
  const make =
    (kind: string, headers: () => Record<string, string>, payload?: () => string | Buffer, at = url, method: string = op.method) =>
    (): FuzzRequest => {
      const body = payload?.();
      return { kind, method, url: at, headers: headers(), ...(body !== undefined ? { payload: body } : {}) };
    };
  const json = () => JSON_TYPE;
  const multipartBody = (file: boolean) => {
    const data = Buffer.alloc(isUpload ? 10 * ONE_MB + 1024 : ONE_MB + 1024, 7);
    return multipartOf(valid(), file ? { field: 'file', filename: 'big.docx', data } : null);
  };
  const oddTypes = ['application/json; charset=utf-16', 'application/xml', 'json', 'multipart/form-data'];
  const cases: [string, () => FuzzRequest][] = [
    [
      'long-url',
      make('long-url', () => ({}), undefined, first ? urlOf(op, { [first.name]: 'u'.repeat(12_000) }) : `${url}?pad=${'u'.repeat(12_000)}`),
    ],
    first
      ? ['long-param', make('long-param', () => ({}), undefined, urlOf(op, { [first.name]: 'p'.repeat(101) }))]
      : ['control-query', make('control-query', () => ({}), undefined, `${url}?%00=%01&q=%7f%1b`)],
    ['big-json', make('big-json', json, () => toJsonText({ ...valid(), pad: 'b'.repeat(ONE_MB + 1024) }))],
    [
      'text-plain',
      make(
        'text-plain',
        () => ({ 'content-type': 'text/plain' }),
        () => 'hello',
      ),
    ],
    [
      'multipart-on-json',
      () => {
        const body = multipartBody(false);
        return { kind: 'multipart-on-json', method: op.method, url, headers: body.headers, payload: body.payload };
      },
    ],
    ['invalid-json', make('invalid-json', json, () => '{"a":')],
    ['empty-json', make('empty-json', json, () => '')],
    ['proto-json', make('proto-json', json, () => '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')],
    [
      'form-urlencoded',
      make(
        'form-urlencoded',
        () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
        () => `${new URLSearchParams(Object.entries(valid()).map(([k, v]): [string, string] => [k, asUrlText(v)])).toString()}&%zz=%`,
      ),
    ],
    [
      'odd-content-type',
      make(
        'odd-content-type',
        () => ({ 'content-type': oddTypes[seed % oddTypes.length] ?? 'json' }),
        () => '{}',
      ),
    ],
    [
      'big-multipart',
      () => {
        const body = multipartBody(true);
        return { kind: 'big-multipart', method: op.method, url, headers: body.headers, payload: body.payload };
      },
    ],
    [
      'many-parts',
      () => {
        const body = multipartOf(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'v'])), null);
        return { kind: 'many-parts', method: op.method, url, headers: body.headers, payload: body.payload };
      },
    ],
    ['deep-json', make('deep-json', json, () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
    ['bad-escape', make('bad-escape', () => ({}), undefined, `${url}%zz`)],
    ['options-method', make('options-method', () => ({}), undefined, url, 'OPTIONS')],
  ];
  const body = op.body;
  if (body) {
    // A hostile value of the whole body's type.
    cases.push(['hostile-body', make('hostile-body', json, () => toJsonText(fc.sample(hostileOf(body), { seed, numRuns: 1 })[0]))]);
  }
  return cases.map(([kind, build]) => ({ kind, build }));
}
