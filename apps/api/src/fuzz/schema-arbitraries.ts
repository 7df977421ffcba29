import fc from 'fast-check';
import {
  controlString,
  deepNesting,
  hostileString,
  longString,
  numericString,
  oddNumber,
  oddString,
  unicodeString,
  wrongType,
} from './hostile-values';
import type { JsonSchema } from './openapi-operations';

const SAFE = Number.MAX_SAFE_INTEGER;

function alternatives(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []).slice(0, 1)];
}

function integerRange(schema: JsonSchema): { min: number; max: number } {
  let min = typeof schema.minimum === 'number' ? Math.max(schema.minimum, -SAFE) : -SAFE;
  let max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, SAFE) : SAFE;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + 1);
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - 1);
  return { min: Math.ceil(min), max: Math.floor(max) };
}

/** Plausible addresses first (the demo's accounts exist), then generated ones. */
const EMAILS = ['student@demo.test', 'preset@demo.test', 'admin@demo.test', 'expert@demo.test', 'someone@example.com'];

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? min + 32;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...EMAILS), fc.emailAddress()).filter(fits);
  // Words too: free text with a lower bound the schema does not state (a description's 10 characters) needs some length.
  const text = fc.oneof(fc.string({ minLength: min, maxLength: Math.min(max, min + 32) }), fc.lorem({ maxCount: 12 }).filter(fits));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = fc.stringMatching(pattern).filter(fits);
    // A pattern that allows words (free text refusing control characters) gets words too.
    return pattern.test('Lorem ipsum, dolor.')
      ? fc.oneof(
          matching,
          text.filter((s) => pattern.test(s)),
        )
      : matching;
  }
  return text;
}

/** Values the schema accepts (small integers favoured: they name rows that exist). */
export function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = validBase(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validBase(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alts = alternatives(schema);
  if (alts.length > 0) return fc.oneof(...alts.map(validOf));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const { min, max } = integerRange(schema);
      if (min > max) return fc.constant(min);
      const smallMin = Math.max(min, 0);
      const smallMax = Math.min(max, 40);
      return smallMin <= smallMax
        ? fc.oneof(fc.integer({ min: smallMin, max: smallMax }), fc.integer({ min, max }))
        : fc.integer({ min, max });
    }
    case 'number': {
      const { min, max } = integerRange(schema);
      return fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(validOf(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    const values = typeof schema.additionalProperties === 'object' ? validOf(schema.additionalProperties) : fc.jsonValue({ maxDepth: 1 });
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), values, { maxKeys: 3 });
  }
  const model = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, validOf(child)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Values that break the schema: wrong types, edge strings and numbers, control characters, deep nesting. */
export function hostileOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = schema.type ?? alternatives(schema)[0]?.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        { weight: 4, arbitrary: controlString },
        { weight: 2, arbitrary: unicodeString },
        { weight: 2, arbitrary: oddString },
        { weight: 1, arbitrary: longString(schema.maxLength) },
        { weight: 1, arbitrary: wrongType },
        { weight: 1, arbitrary: oddNumber },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 4, arbitrary: oddNumber },
        { weight: 2, arbitrary: numericString },
        { weight: 1, arbitrary: wrongType },
        { weight: 1, arbitrary: controlString },
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom<unknown>('true', 'false', 0, 1, 'yes', ''), wrongType);
    case 'array':
      return fc.oneof(
        wrongType,
        deepNesting,
        fc.array(hostileOf(schema.items ?? {}), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: Math.max((schema.maxItems ?? 0) + 1, 20_000) }, () => 0)),
      );
    case 'object':
      return fc.oneof(wrongType, deepNesting, fc.dictionary(hostileString, wrongType, { minKeys: 1, maxKeys: 3 }));
    default:
      return fc.oneof(wrongType, deepNesting, hostileString, oddNumber);
  }
}

/** Extra fields: names other routes use, or hostile names, with values of any kind. */
function extraFields(fieldNames: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fieldNames.length > 0 ? fc.oneof(fc.constantFrom(...fieldNames), hostileString) : hostileString;
  return fc.dictionary(names, fc.oneof(wrongType, hostileString, oddNumber), { minKeys: 1, maxKeys: 3 });
}

/**
 * Mostly-valid values with hostility inside: each primitive is valid three times in four, objects lose a required
 * field or gain extra ones now and then. This reaches past the first check of a route, where most bugs hide.
 */
export function fuzzOf(schema: JsonSchema, fieldNames: string[]): fc.Arbitrary<unknown> {
  const alts = alternatives(schema);
  if (alts.length > 0) return fc.oneof(...alts.map((alt) => fuzzOf(alt, fieldNames)));
  if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
    const properties = schema.properties;
    const required = (schema.required ?? []).filter((name) => name in properties);
    const model = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, fuzzOf(child, fieldNames)]));
    return fc
      .tuple(
        fc.record(model, { requiredKeys: required }),
        fc.option(fc.constantFrom(...(required.length > 0 ? required : ['_'])), { freq: 6 }),
        fc.option(extraFields(fieldNames), { freq: 6 }),
      )
      .map(([record, dropped, extra]) => {
        const value: Record<string, unknown> = { ...record, ...(extra ?? {}) };
        if (dropped !== null) delete value[dropped];
        return value;
      });
  }
  if (schema.type === 'array') {
    return fc.array(fuzzOf(schema.items ?? {}, fieldNames), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
  }
  return fc.oneof({ weight: 3, arbitrary: validOf(schema) }, { weight: 1, arbitrary: hostileOf(schema) });
}

/** A valid object but for one field, which is hostile: the surest way past the other fields' checks. */
function oneHostileField(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (schema.type !== 'object' || names.length === 0) return null;
  return fc
    .tuple(validOf(schema), fc.constantFrom(...names))
    .chain(([value, name]) => hostileOf(properties[name] ?? {}).map((bad) => ({ ...(value as object), [name]: bad })));
}

/** A JSON body for a schema: valid, hostile as a whole, valid but for one field, or mostly valid with hostile parts. */
export function bodyOf(schema: JsonSchema, fieldNames: string[]): fc.Arbitrary<unknown> {
  const oneBad = oneHostileField(schema);
  return fc.oneof(
    { weight: 2, arbitrary: validOf(schema) },
    { weight: oneBad ? 4 : 6, arbitrary: fuzzOf(schema, fieldNames) },
    ...(oneBad ? [{ weight: 3, arbitrary: oneBad }] : []),
    { weight: 1, arbitrary: hostileOf(schema) },
  );
}

/** A body for a route that documents none (multipart read by the handler, or no body): fields that other routes name. */
export function schemalessFieldsOf(fieldNames: string[]): fc.Arbitrary<Record<string, unknown>> {
  const values: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }) },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: oddNumber },
  );
  return fc.dictionary(fc.constantFrom(...fieldNames), values, { maxKeys: 6 });
}
