import fc from 'fast-check';

/** JSON text sent verbatim where a value goes (numbers JSON.stringify cannot write: `1e999`, `-0`, 30 digits; deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A URL part sent verbatim, not percent-encoded (broken escapes such as `%zz` or an encoded NUL). */
export class RawUrlPart {
  constructor(readonly text: string) {}
}

/** Serialises a generated body: plain JSON, with every `RawJson` written as its text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `__fuzz_raw_${raws.length - 1}__`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return raws.length === 0 ? text : text.replace(/"__fuzz_raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** Every C0 control character and DEL. */
export const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f'];

/** A short string with one to four control characters inside (NUL among them often). */
export const controlString: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.array(fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARACTERS)), { minLength: 1, maxLength: 4 }),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, controls, after]) => `${before}${controls.join('')}${after}`);

/** Unicode beyond the basic plane, lone surrogates, direction marks, zero-width characters and combining marks. */
export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom('\ud800', 'a\udfffb', '\ufeff', '\u202eevil', 'a\u200bb', 'e\u0301\u0301\u0301', 'İı', '𝕏𝕐', '😀'.repeat(64), 'Ω≈ç√∫'),
);

/** Strings that look like something else: numbers, keywords, injections, paths, templates. */
export const oddString: fc.Arbitrary<string> = fc.constantFrom(
  '',
  ' ',
  '\t \n',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e999',
  '9007199254740993',
  '-1',
  '１２３',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '{{7*7}}',
  '${7*7}',
  '\\',
  '"',
  '[]',
  '{}',
  '__proto__',
  'constructor',
);

/** Strings at and past a length bound: one over `maxLength`, 10 k and 200 k characters (under the 1 MB body limit). */
export function longString(maxLength: number | undefined): fc.Arbitrary<string> {
  const lengths = [10_000, 200_000, ...(maxLength !== undefined ? [maxLength + 1] : [])];
  return fc.constantFrom(...lengths).map((n) => 'a'.repeat(n));
}

/** Any hostile string (for strings, query values and path segments). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: controlString },
  { weight: 2, arbitrary: unicodeString },
  { weight: 2, arbitrary: oddString },
);

/** Numbers at the edges: negative, zero, fractions, huge, beyond the safe integers, and JSON numbers JavaScript cannot keep. */
export const oddNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -2.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, Number.MIN_VALUE, 2 ** 63),
  fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '1.0', '1e-400', '-0').map((t) => new RawJson(t)),
  fc.double(),
);

/** Numbers written as strings, as a query or a careless client sends them. */
export const numericString: fc.Arbitrary<string> = fc.constantFrom(
  '1',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '1e999',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '9007199254740993',
  '１',
);

/** Values of the wrong JSON type for whatever was expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(null, true, false, 0, 'x', [], {}, [1, 'a'], { a: 1 });

/** Deeply nested arrays or objects, written raw (up to 5,000 levels, well under the body limit). */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 20, max: 5_000 }), fc.boolean())
  .map(
    ([depth, arrays]) => new RawJson(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** URL parts sent verbatim: broken percent-escapes, encoded NUL and overlong UTF-8, encoded slashes and dots. */
export const rawUrlPart: fc.Arbitrary<RawUrlPart> = fc
  .constantFrom('%zz', '%', '%0', '%00', '%C0%80', '%ff%fe', '%E2%80%AE', '..%2F..%2F', '%2e%2e', '%u0000', 'a%20b', '%0d%0aSet-Cookie:x=1')
  .map((t) => new RawUrlPart(t));
