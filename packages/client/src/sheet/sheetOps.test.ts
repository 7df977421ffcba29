import { SHEET_OPS_BATCH_MAX_CHARS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { isJoinableGroup, isSetOnly, parseOperations, splitGroup } from './sheetOps';

// Operations as Fortune-sheet 1.0.4 makes them (seen in its onOp): a typed value, a formula (its calc chain grows), a
// column width, an inserted row.
const typed = { op: 'replace', id: 's1', path: ['data', 2, 2], value: { v: 'hello', m: 'hello' } };
const calcChainEntry = { op: 'add', id: 's1', path: ['calcChain', 0], value: { r: 0, c: 1, id: 's1' } };
const columnWidth = { op: 'add', id: 's1', path: ['config', 'columnlen', '3'], value: 120 };
const insertRow = {
  op: 'insertRowCol',
  id: 's1',
  path: [],
  value: { type: 'row', index: 0, count: 1, direction: 'rightbottom', id: 's1' },
};

describe('sheet operations', () => {
  it('tells sets, which may be re-applied on top, from operations that move positions', () => {
    expect(isSetOnly([typed, columnWidth])).toBe(true);
    expect(isSetOnly([typed, calcChainEntry])).toBe(false);
    expect(isSetOnly([insertRow])).toBe(false);
  });

  it('keeps structural groups and filter or hidden-sheet changes out of joined batches', () => {
    expect(isJoinableGroup([typed, calcChainEntry])).toBe(true);
    expect(isJoinableGroup([typed, insertRow])).toBe(false);
    expect(isJoinableGroup([{ op: 'replace', id: 's1', path: ['hide'], value: 1 }])).toBe(false);
    expect(isJoinableGroup([{ op: 'replace', id: 's1', path: ['filter_select'], value: null }])).toBe(false);
  });

  it('cuts an oversized group by characters, the structural operation first', () => {
    const wide = { op: 'replace', id: 's1', path: ['data', 1], value: 'x'.repeat(SHEET_OPS_BATCH_MAX_CHARS / 2) };
    const pieces = splitGroup([wide, insertRow, wide]);
    expect(pieces).toEqual([[insertRow, wide], [wide]]);
    for (const piece of pieces) expect(JSON.stringify(piece).length).toBeLessThanOrEqual(SHEET_OPS_BATCH_MAX_CHARS);
  });

  it('reads anything but a JSON array as no operations', () => {
    expect(parseOperations('[1]')).toEqual([1]);
    expect(parseOperations('{"a":1}')).toEqual([]);
    expect(parseOperations('not json')).toEqual([]);
  });
});
