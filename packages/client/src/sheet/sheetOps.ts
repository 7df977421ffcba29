import { SHEET_OPS_BATCH_MAX_CHARS, SHEET_OPS_PER_BATCH_MAX } from '@photostudy/contracts';

/*
 * What the live sheet needs to know about the spreadsheet component's operations (Fortune-sheet: `{ op, id, path,
 * value }`, `op` one of replace/add/remove or a structural op), without depending on the component. Two facts matter:
 *
 * - The component applies one array of operations per `applyOp` call and handles only the first structural operation of
 *   it (and looks at the first operation for a filter or a hidden sheet), so such a group travels in a batch of its own;
 *   plain groups may be joined.
 * - A "set" (replace anything, add or remove an object key) puts a value at a path whatever was there, so re-applying our
 *   own unconfirmed sets on top of someone else's batch gives the same screen as the server's order. Anything else
 *   (inserting into an array, inserting or deleting rows, adding a sheet) shifts positions and does not commute.
 */

/** One operation as the component makes it; only `op` and `path` are read here. */
interface SheetOperation {
  op: string;
  path: (string | number)[];
}

const PLAIN_OPS = new Set(['replace', 'add', 'remove']);
/** First paths on which the component's `applyOp` does more than patch (filters, the shown sheet). */
const SIDE_EFFECT_PATHS = new Set(['filter_select', 'hide']);

function operationOf(value: unknown): SheetOperation | null {
  if (!value || typeof value !== 'object') return null;
  const { op, path } = value as Partial<SheetOperation>;
  return typeof op === 'string' && Array.isArray(path) ? { op, path } : null;
}

/** True when the group may share an `applyOp` call (and so a batch) with other plain groups. */
export function isJoinableGroup(ops: readonly unknown[]): boolean {
  const first = operationOf(ops[0]);
  if (first && SIDE_EFFECT_PATHS.has(String(first.path[0]))) return false;
  return ops.every((value) => PLAIN_OPS.has(operationOf(value)?.op ?? ''));
}

/** True when every operation puts a value at a path regardless of order (see above): safe to re-apply on top. */
export function isSetOnly(ops: readonly unknown[]): boolean {
  return ops.every((value) => {
    const operation = operationOf(value);
    if (!operation) return false;
    if (operation.op === 'replace') return true;
    if (operation.op !== 'add' && operation.op !== 'remove') return false;
    return typeof operation.path[operation.path.length - 1] === 'string';
  });
}

/** Characters an operation adds to a batch's JSON array (its text and a comma). */
export function jsonSize(op: unknown): number {
  return (JSON.stringify(op) ?? 'null').length + 1;
}

/**
 * Cuts one group into pieces the server accepts ({@link SHEET_OPS_PER_BATCH_MAX} operations, {@link
 * SHEET_OPS_BATCH_MAX_CHARS} characters of JSON). `applyOp` applies a group's structural operation before all its
 * patches, so that operation goes first: the first piece then does what the whole group would, and the others only patch.
 */
export function splitGroup(ops: readonly unknown[]): unknown[][] {
  const structural = ops.findIndex((value) => !PLAIN_OPS.has(operationOf(value)?.op ?? ''));
  const ordered = structural > 0 ? [ops[structural], ...ops.slice(0, structural), ...ops.slice(structural + 1)] : [...ops];
  const pieces: unknown[][] = [];
  let piece: unknown[] = [];
  let chars = 2;
  for (const op of ordered) {
    const size = jsonSize(op);
    if (piece.length > 0 && (piece.length >= SHEET_OPS_PER_BATCH_MAX || chars + size > SHEET_OPS_BATCH_MAX_CHARS)) {
      pieces.push(piece);
      piece = [];
      chars = 2;
    }
    piece.push(op);
    chars += size;
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** The operations of a stored batch; anything but a JSON array counts as none (the server checked the shape). */
export function parseOperations(opsJson: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(opsJson);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
