import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** Every C0 control character: never in a path segment, a query value or a field's name. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const ANY_CONTROL = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above
const EVERY_CONTROL = /[\u0000-\u001f]/g;
/** Body strings: what the contracts' form text refuses (C0 controls but tab, line feed and carriage return). */
const CONTROL_BUT_LINE_BREAKS = { test: (s: string) => !NO_CONTROL_CHARACTERS.test(s) };

/**
 * The fields of a parsed request part (body, query or params) whose values are `bad`, or whose own names are `badName`
 * (reported with their control characters shown as `?`, their values not looked at): dotted paths as the validation
 * errors name them (`items.0.text`, `_` for the part itself), each with `message`. Walks without recursion, so that a
 * deeply nested body cannot overflow the stack. The error handler names the fields a database refusal came from with it.
 */
export function fieldsWhere(
  value: unknown,
  bad: (value: unknown) => boolean,
  message: string,
  fields: Record<string, string> = {},
  badName: (name: string) => boolean = () => false,
): Record<string, string> {
  const stack: { path: string; value: unknown }[] = [{ path: '', value }];
  while (stack.length > 0) {
    const next = stack.pop() as { path: string; value: unknown };
    if (bad(next.value)) fields[next.path || '_'] = message;
    else if (next.value !== null && typeof next.value === 'object' && !ArrayBuffer.isView(next.value)) {
      for (const [key, child] of Object.entries(next.value)) {
        const path = next.path ? `${next.path}.${key}` : key;
        if (badName(key)) fields[path.replace(EVERY_CONTROL, '?')] = message;
        else stack.push({ path, value: child });
      }
    }
  }
  return fields;
}

/** The fields of a request part holding a refused control character, in their strings or in their names. */
export function controlCharacterFields(
  value: unknown,
  refused: { test(s: string): boolean },
  fields: Record<string, string> = {},
): Record<string, string> {
  return fieldsWhere(
    value,
    (v) => typeof v === 'string' && refused.test(v),
    CONTROL_CHARACTER_MESSAGE,
    fields,
    (name) => ANY_CONTROL.test(name),
  );
}

/**
 * Refuses control characters before any route validates or stores a request: NUL cannot be stored by PostgreSQL (it
 * answered 500), and the others have no business in names, codes or messages. Path segments and query values refuse
 * every C0 control; body strings allow tab, line feed and carriage return (descriptions and chat messages have line
 * breaks). Answers 400 `VALIDATION_FAILED` naming each field. Multipart forms are read by their handlers, which check
 * their text fields against the contracts.
 */
export const controlCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const fields: Record<string, string> = {};
      controlCharacterFields(request.params, ANY_CONTROL, fields);
      controlCharacterFields(request.query, ANY_CONTROL, fields);
      controlCharacterFields(request.body, CONTROL_BUT_LINE_BREAKS, fields);
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    });
  },
  { name: 'control-characters' },
);
