/** snake_case <-> camelCase conversion for the wire: the server speaks snake_case, the clients camelCase. */

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<SnakeToCamel<T>>}` : S;

type CamelToSnake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${CamelToSnake<T>}`
  : S;

/** The camelCase view of a snake_case wire type, deeply. */
export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends Date | Blob | File
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Camelize<T[K]> }
      : T;

/** The snake_case wire view of a camelCase type, deeply. */
export type Snakify<T> = T extends readonly (infer U)[]
  ? Snakify<U>[]
  : T extends Date | Blob | File
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelToSnake<K> : K]: Snakify<T[K]> }
      : T;

/** Converts one snake_case key to camelCase ('open_question_ids' -> 'openQuestionIds'). */
export function snakeToCamelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Converts one camelCase key to snake_case ('openQuestionIds' -> 'open_question_ids'). */
export function camelToSnakeKey(key: string): string {
  return key.replace(/([A-Z])/g, (c) => `_${c.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

/** Deeply converts every object key of a wire value to camelCase; arrays, files and dates pass through. */
export function toCamelDeep<T>(value: T): Camelize<T> {
  return convertKeys(value, snakeToCamelKey) as Camelize<T>;
}

/** Deeply converts every object key to snake_case for sending. */
export function toSnakeDeep<T>(value: T): Snakify<T> {
  return convertKeys(value, camelToSnakeKey) as Snakify<T>;
}
