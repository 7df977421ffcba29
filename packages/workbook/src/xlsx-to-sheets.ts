import type { Cell as FortuneCell, CellWithRowAndCol } from '@fortune-sheet/core';
import type { Cell as ExcelCell, Row as ExcelRow, Worksheet } from 'exceljs';
import { cssFromExcel, type ExcelColor } from './colors';
import { columnPx, excelSerial, rowPx } from './dimensions';
import { type FormatValue, loadExcelJs, loadFortuneFormat, loadSheetJs } from './libraries';
import {
  DEFAULT_MAX_INFLATED_BYTES,
  type WorkbookLimits,
  type WorkbookRefusal,
  WorkbookRefusedError,
  type WorkbookSheet,
} from './workbook-sheet';
import { BadZipError, inflatedSize } from './zip-directory';

/** Rows and columns the component shows past the last used one, so there is room to write. */
const ROW_MARGIN = 20;
const COLUMN_MARGIN = 5;
/** An almost empty sheet still opens on a grid of at least this size. */
const MIN_ROWS = 100;
const MIN_COLUMNS = 26;
/**
 * The component lays every sheet out as a full grid (rows x columns of its used range): a few cells far apart would
 * make a grid the browser cannot hold, so the used ranges together may cover at most this many times the cell limit.
 */
const GRID_PER_CELL_LIMIT = 10;
/** Excel's default font, left to the component's own default rather than repeated on every cell. */
const DEFAULT_FONT = { name: 'Calibri', size: 11 } as const;
/** The first bytes of an OLE compound file (every .xls). */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

type Primitive = string | number | boolean;
/** A cell's content in the component's terms: value, type letter (`ct.t`), formula, link. */
interface Content {
  v?: Primitive;
  t: 'n' | 'g' | 's' | 'b' | 'd' | 'e';
  f?: string;
  link?: string;
}

/** Counts what a workbook holds against the limits while it is read, stopping at the first excess. */
class Budget {
  private cells = 0;
  private grid = 0;
  constructor(private readonly limits: WorkbookLimits) {}

  cell(): void {
    if (++this.cells > this.limits.maxCells) refuse('too_large', `more than ${this.limits.maxCells} cells`);
  }

  area(rows: number, columns: number): void {
    this.grid += rows * columns;
    if (this.grid > this.limits.maxCells * GRID_PER_CELL_LIMIT) refuse('too_large', 'the used ranges are too far apart');
  }
}

function refuse(reason: WorkbookRefusal, message: string): never {
  throw new WorkbookRefusedError(reason, message);
}

function isOle(bytes: Uint8Array): boolean {
  return OLE_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** A legacy .xls (BIFF in an OLE file) rewritten as xlsx by SheetJS, so that one reader maps every workbook. */
async function xlsxOfXls(bytes: Uint8Array, limits: WorkbookLimits): Promise<Uint8Array> {
  if (!isOle(bytes)) refuse('unreadable', 'not an OLE compound file');
  const XLSX = await loadSheetJs();
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(bytes, { type: 'array', cellFormula: true, cellStyles: true, cellNF: true });
  } catch (err) {
    refuse('unreadable', `xls: ${(err as Error).message}`);
  }
  if (!book.SheetNames.length) refuse('unreadable', 'no sheets');
  if (book.SheetNames.length > limits.maxSheets) refuse('too_large', `more than ${limits.maxSheets} sheets`);
  try {
    return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
  } catch (err) {
    refuse('unreadable', `xls: ${(err as Error).message}`);
  }
}

function safeFormat(format: FormatValue, fa: string, v: Primitive): string {
  try {
    const shown = format(fa, v);
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : String(v);
  } catch {
    return String(v);
  }
}

// The JSON column refuses NUL; XML cannot carry it either, so only a broken writer puts one in a cell.
function cleanText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

function resultContent(result: unknown): Content {
  if (typeof result === 'number') return { v: result, t: 'n' };
  if (typeof result === 'string') return { v: cleanText(result), t: 'g' };
  if (typeof result === 'boolean') return { v: result, t: 'b' };
  if (result instanceof Date) return { v: excelSerial(result), t: 'd' };
  if (result && typeof result === 'object' && 'error' in result) return { v: String((result as { error: unknown }).error), t: 'e' };
  return { t: 'g' };
}

function richTextOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'richText' in value) {
    const runs = (value as { richText: { text?: unknown }[] }).richText;
    return cleanText(runs.map((run) => (typeof run.text === 'string' ? run.text : '')).join(''));
  }
  return undefined;
}

/** What a cell holds, read from its value's shape (ExcelJS's value kinds). */
function contentOf(cell: ExcelCell): Content | null {
  const value: unknown = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) {
    return resultContent(value);
  }
  if (typeof value !== 'object') return null;
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = cell.formula;
    return { ...resultContent(cell.result), ...(formula ? { f: `=${formula}` } : {}) };
  }
  const rich = richTextOf(value);
  if (rich !== undefined) return { v: rich, t: 'g' };
  if ('hyperlink' in value) {
    const { text, hyperlink } = value as { text?: unknown; hyperlink?: unknown };
    const shown = typeof text === 'string' ? cleanText(text) : (richTextOf(text) ?? '');
    return { v: shown, t: 'g', ...(typeof hyperlink === 'string' ? { link: hyperlink } : {}) };
  }
  if ('error' in value) return resultContent(value);
  return null;
}

/** The component's value, shown text and format (`ct`) of a cell's content under its number format. */
function valueFields(content: Content, numFmt: string | undefined, format: FormatValue): FortuneCell {
  const cell: FortuneCell = {};
  if (content.f) cell.f = content.f;
  const { v } = content;
  if (v === undefined) {
    cell.ct = { fa: numFmt || 'General', t: 'n' };
    return cell;
  }
  switch (content.t) {
    case 'n':
    case 'd': {
      const fa = numFmt || (content.t === 'd' ? 'yyyy-MM-dd' : 'General');
      cell.v = v;
      cell.m = safeFormat(format, fa, v);
      cell.ct = { fa, t: content.t };
      break;
    }
    case 'b':
      cell.v = v;
      cell.m = v ? 'TRUE' : 'FALSE';
      cell.ct = { fa: 'General', t: 'b' };
      break;
    case 'e':
      cell.v = v;
      cell.m = String(v);
      cell.ct = { fa: 'General', t: 'e' };
      break;
    default: {
      const isText = numFmt === '@';
      cell.v = v;
      cell.m = String(v);
      cell.ct = { fa: isText ? '@' : 'General', t: isText ? 's' : 'g' };
    }
  }
  return cell;
}

const HORIZONTAL: Record<string, number> = { center: 0, centerContinuous: 0, left: 1, right: 2 };
const VERTICAL: Record<string, number> = { middle: 0, top: 1 };

function fillColor(cell: ExcelCell): string | undefined {
  const fill = cell.fill as
    { type?: string; pattern?: string; fgColor?: ExcelColor; bgColor?: ExcelColor; stops?: { color?: ExcelColor }[] } | undefined;
  if (!fill) return undefined;
  if (fill.type === 'pattern') return fill.pattern && fill.pattern !== 'none' ? cssFromExcel(fill.fgColor ?? fill.bgColor) : undefined;
  if (fill.type === 'gradient') return cssFromExcel(fill.stops?.[0]?.color);
  return undefined;
}

// Cells of one style share ExcelJS's style object: each is mapped once.
const stylesSeen = new WeakMap<object, FortuneCell>();

/** The component's style fields of a cell: bold, italic, underline, strike, colours, font, size, alignment, wrap. */
function styleFields(cell: ExcelCell): FortuneCell {
  const key = cell.style as object | undefined;
  const known = key ? stylesSeen.get(key) : undefined;
  if (known) return { ...known };
  const style = mapStyle(cell);
  if (key) stylesSeen.set(key, style);
  return { ...style };
}

function mapStyle(cell: ExcelCell): FortuneCell {
  const style: FortuneCell = {};
  const font = cell.font as Partial<ExcelCell['font']> | undefined;
  if (font?.bold) style.bl = 1;
  if (font?.italic) style.it = 1;
  if (font?.underline && font.underline !== 'none') style.un = 1;
  if (font?.strike) style.cl = 1;
  const color = cssFromExcel(font?.color as ExcelColor | undefined);
  if (color && color !== '#000000') style.fc = color;
  if (font?.name && font.name !== DEFAULT_FONT.name) style.ff = font.name;
  if (typeof font?.size === 'number' && font.size !== DEFAULT_FONT.size) style.fs = font.size;
  const bg = fillColor(cell);
  if (bg) style.bg = bg;
  const alignment = cell.alignment as Partial<ExcelCell['alignment']> | undefined;
  const ht = alignment?.horizontal ? HORIZONTAL[alignment.horizontal] : undefined;
  if (ht !== undefined) style.ht = ht;
  const vt = alignment?.vertical ? VERTICAL[alignment.vertical] : undefined;
  if (vt !== undefined) style.vt = vt;
  if (alignment?.wrapText) style.tb = '2';
  return style;
}

interface MergeArea {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function decodeRange(range: string): MergeArea | null {
  const match = /^\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/i.exec(range.trim());
  if (!match) return null;
  const [, c1 = '', r1 = '', c2 = '', r2 = ''] = match;
  return { top: Number(r1), left: columnIndex(c1), bottom: Number(r2), right: columnIndex(c2) };
}

// ExcelJS keeps merges by master address; its public `model` would serialise every row to list them.
function mergesOf(ws: Worksheet): MergeArea[] {
  const internal = (ws as unknown as { _merges?: Record<string, { model?: MergeArea }> })._merges;
  if (internal && typeof internal === 'object') {
    return Object.values(internal)
      .map((range) => range?.model)
      .filter((area): area is MergeArea => Boolean(area));
  }
  return (ws.model.merges ?? []).map(decodeRange).filter((area): area is MergeArea => area !== null);
}

// Rows and cells as ExcelJS stores them (sparse): the public iterators either skip cells that hold only a fill or
// create every missing row and cell up to the last one.
function rowsOf(ws: Worksheet): ExcelRow[] {
  const internal = (ws as unknown as { _rows?: (ExcelRow | undefined)[] })._rows;
  if (Array.isArray(internal)) return internal.filter((row): row is ExcelRow => Boolean(row));
  const rows: ExcelRow[] = [];
  ws.eachRow((row) => rows.push(row));
  return rows;
}

function cellsOf(row: ExcelRow): ExcelCell[] {
  const internal = (row as unknown as { _cells?: (ExcelCell | undefined)[] })._cells;
  if (Array.isArray(internal)) return internal.filter((cell): cell is ExcelCell => Boolean(cell));
  const cells: ExcelCell[] = [];
  row.eachCell((cell) => cells.push(cell));
  return cells;
}

/** One worksheet as the component's sheet. */
function sheetOf(ws: Worksheet, index: number, format: FormatValue, budget: Budget): WorkbookSheet {
  const id = `sheet-${index + 1}`;
  const celldata: CellWithRowAndCol[] = [];
  const calcChain: { r: number; c: number; id: string }[] = [];
  const hyperlink: NonNullable<WorkbookSheet['hyperlink']> = {};
  const merges = mergesOf(ws);
  const mergedChild = new Set<string>();
  for (const m of merges) {
    for (let r = m.top; r <= m.bottom; r++)
      for (let c = m.left; c <= m.right; c++) if (r !== m.top || c !== m.left) mergedChild.add(`${r}_${c}`);
  }
  let lastRow = 0;
  let lastColumn = 0;

  for (const row of rowsOf(ws)) {
    for (const cell of cellsOf(row)) {
      const r = Number(cell.row);
      const c = Number(cell.col);
      if (mergedChild.has(`${r}_${c}`)) continue;
      const content = contentOf(cell);
      const style = styleFields(cell);
      if (!content && style.bg === undefined) continue;
      budget.cell();
      const v: FortuneCell = { ...(content ? valueFields(content, cell.numFmt, format) : {}), ...style };
      celldata.push({ r: r - 1, c: c - 1, v });
      if (v.f) calcChain.push({ r: r - 1, c: c - 1, id });
      if (content?.link) hyperlink[`${r - 1}_${c - 1}`] = { linkType: 'webpage', linkAddress: content.link };
      lastRow = Math.max(lastRow, r);
      lastColumn = Math.max(lastColumn, c);
    }
  }

  const merge: NonNullable<NonNullable<WorkbookSheet['config']>['merge']> = {};
  const masters = new Map(celldata.map((d) => [`${d.r}_${d.c}`, d]));
  for (const m of merges) {
    const area = { r: m.top - 1, c: m.left - 1, rs: m.bottom - m.top + 1, cs: m.right - m.left + 1 };
    const key = `${area.r}_${area.c}`;
    merge[key] = area;
    const master = masters.get(key);
    if (master?.v) master.v.mc = area;
    else {
      budget.cell();
      celldata.push({ r: area.r, c: area.c, v: { mc: area } });
    }
    // Every covered cell points at its master, as the component's own merge does.
    for (let r = area.r; r < area.r + area.rs; r++)
      for (let c = area.c; c < area.c + area.cs; c++) {
        if (r === area.r && c === area.c) continue;
        budget.cell();
        celldata.push({ r, c, v: { mc: { r: area.r, c: area.c } } });
      }
    lastRow = Math.max(lastRow, m.bottom);
    lastColumn = Math.max(lastColumn, m.right);
  }
  budget.area(lastRow, lastColumn);

  const rowCount = Math.max(lastRow + ROW_MARGIN, MIN_ROWS);
  const columnCount = Math.max(lastColumn + COLUMN_MARGIN, MIN_COLUMNS);
  // Sizes within the grid only: a file may size every one of Excel's 16384 columns.
  const columnlen: Record<string, number> = {};
  (ws.columns ?? []).forEach((column, i) => {
    if (i < columnCount && typeof column.width === 'number' && column.width > 0) columnlen[String(i)] = columnPx(column.width);
  });
  const rowlen: Record<string, number> = {};
  for (const row of rowsOf(ws))
    if (row.number <= rowCount && typeof row.height === 'number' && row.height > 0) rowlen[String(row.number - 1)] = rowPx(row.height);

  const config: NonNullable<WorkbookSheet['config']> = {};
  if (Object.keys(merge).length) config.merge = merge;
  if (Object.keys(columnlen).length) config.columnlen = columnlen;
  if (Object.keys(rowlen).length) config.rowlen = rowlen;

  const sheet: WorkbookSheet = {
    name: ws.name,
    id,
    order: index,
    status: 0,
    row: rowCount,
    column: columnCount,
    celldata,
    config,
  };
  if (calcChain.length) sheet.calcChain = calcChain;
  if (Object.keys(hyperlink).length) sheet.hyperlink = hyperlink;
  if (ws.state === 'hidden' || ws.state === 'veryHidden') sheet.hide = 1;
  return sheet;
}

/**
 * An uploaded Excel workbook as the live spreadsheet's sheets: every worksheet with its values (cached results of
 * formulas included), formulas, fonts, fills, alignment, merges, column widths and row heights. A legacy .xls is first
 * rewritten as xlsx (SheetJS keeps values, formulas, merges and sizes, not styles). Throws `WorkbookRefusedError`:
 * `unreadable` for anything that is not such a workbook, `too_large` past the limits.
 */
export async function xlsxToSheets(bytes: Uint8Array, kind: 'xlsx' | 'xls', limits: WorkbookLimits): Promise<WorkbookSheet[]> {
  const xlsx = kind === 'xls' ? await xlsxOfXls(bytes, limits) : bytes;
  let inflated: number;
  try {
    inflated = inflatedSize(xlsx);
  } catch (err) {
    if (err instanceof BadZipError) refuse('unreadable', `zip: ${err.message}`);
    throw err;
  }
  if (inflated > (limits.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES)) refuse('too_large', 'the workbook inflates too far');

  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(xlsx.slice().buffer);
  } catch (err) {
    refuse('unreadable', `xlsx: ${(err as Error).message}`);
  }
  const worksheets = workbook.worksheets;
  if (!worksheets.length) refuse('unreadable', 'no sheets');
  if (worksheets.length > limits.maxSheets) refuse('too_large', `more than ${limits.maxSheets} sheets`);

  const format = await loadFortuneFormat();
  const budget = new Budget(limits);
  const sheets = worksheets.map((ws, i) => sheetOf(ws, i, format, budget));
  const first = sheets.find((s) => !s.hide) ?? sheets[0];
  if (first) first.status = 1;
  return sheets;
}
