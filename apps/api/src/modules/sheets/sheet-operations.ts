import { SHEET_OPS_PER_BATCH_MAX } from '@photostudy/contracts';
import { z } from 'zod';
import { appError } from '../../errors/app-error';

/** A path into the spreadsheet's state: sheet keys, row and column indexes. */
const SHEET_OP_PATH_MAX = 12;
/** Operations nest cell objects, rich-text runs and whole sheets (`addSheet`): a few levels; anything deeper is refused. */
const SHEET_OP_DEPTH_MAX = 32;

/** One operation of the spreadsheet component (Fortune-sheet's `Op`), checked for shape only. */
const sheetOpSchema = z.strictObject({
  op: z.enum(['replace', 'remove', 'add', 'insertRowCol', 'deleteRowCol', 'addSheet', 'deleteSheet']),
  id: z.string().max(128).optional(),
  path: z.array(z.union([z.string().max(256), z.number()])).max(SHEET_OP_PATH_MAX),
  value: z.unknown().optional(),
});

const sheetOpsSchema = z.array(sheetOpSchema).min(1).max(SHEET_OPS_PER_BATCH_MAX);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function invalid(message: string): never {
  throw appError('VALIDATION_FAILED', { fields: { ops_json: message } });
}

// What JSON allows and the database's JSON column does not (NUL, half a surrogate pair), and nesting without end.
function checkStorable(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (depth > SHEET_OP_DEPTH_MAX) invalid('Operations are nested too deeply.');
    if (typeof value === 'string') {
      if (isBadText(value)) invalid('Operations hold text that cannot be stored.');
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isBadText(key)) invalid('Operations hold text that cannot be stored.');
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
}

/**
 * The operations of one batch from their JSON text: an array of 1 to SHEET_OPS_PER_BATCH_MAX component operations
 * (`op`, optional sheet `id`, a path of at most 12 keys and indexes, any `value`), storable as JSON. Answers their
 * compact JSON text, the one that is stored and sent. The server never interprets them further.
 */
export function parseSheetOperations(opsJson: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(opsJson);
  } catch {
    invalid('Operations must be JSON.');
  }
  const checked = sheetOpsSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    invalid(`Operations are not valid${issue ? ` at ${issue.path.join('.') || 'the top'}: ${issue.message}` : ''}.`);
  }
  checkStorable(checked.data);
  return JSON.stringify(checked.data);
}
