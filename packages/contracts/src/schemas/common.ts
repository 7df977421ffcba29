import { z } from 'zod';

/** Unix epoch seconds, integer (brief section 3). */
export const epochSeconds = z.number().int().nonnegative();
/** An account id; 0 is reserved for system messages. */
export const uidSchema = z.number().int().nonnegative();
/** A question id. */
export const qidSchema = z.number().int().positive();
/** A 0/1 flag as the spec sends it. */
export const bit = z.union([z.literal(0), z.literal(1)]);
