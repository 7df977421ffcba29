import { z } from 'zod';

/** Unix epoch seconds, integer (brief section 3). */
export const epochSeconds = z.number().int().nonnegative();
/** An account id; 0 is reserved for system messages. */
export const uidSchema = z.number().int().nonnegative();
/** A question id. */
export const qidSchema = z.number().int().positive();
/** Text without C0 control characters, tab, line feed and carriage return allowed (descriptions have line breaks). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;
/** What a field holding a refused control character is told. */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
/**
 * A form's free text. The server refuses control characters in every JSON body, query and path by itself; multipart
 * forms are read by their handlers, so their text fields carry the check in their schema.
 */
export const formText = () => z.string().regex(NO_CONTROL_CHARACTERS, { message: CONTROL_CHARACTER_MESSAGE });
/** The largest value of PostgreSQL's `integer` columns (ids, counts): a form's id above it is refused, not sent to the database. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
/** A 0/1 flag as the spec sends it. */
export const bit = z.union([z.literal(0), z.literal(1)]);
