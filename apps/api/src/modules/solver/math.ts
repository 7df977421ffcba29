import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';

/**
 * mathjs' number-only build, loaded with require: the solver needs only parse, evaluate and the expression nodes, and
 * this way the cold load takes about 1 s instead of 4-6 s for the full ESM build under tsx (its loader hook sees
 * every one of mathjs' ~1000 ESM files). Loaded only with the solver engine, on first use.
 */
export const math = createRequire(import.meta.url)('mathjs/number') as typeof MathJs;

/** A parsed mathjs expression. */
export type MathNode = MathJs.MathNode;
