import type { Cell as FortuneCell } from '@fortune-sheet/core';
import type { Alignment, Cell as ExcelCell, CellValue, Font, Worksheet } from 'exceljs';
import { excelFromCss } from './colors';
import { columnChars, rowPoints } from './dimensions';
import { loadExcelJs } from './libraries';
import type { WorkbookSheet } from './workbook-sheet';

/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
/** The component's `ff` may be an index into its font list instead of a name. */
const FORTUNE_FONTS = ['Times New Roman', 'Arial', 'Tahoma', 'Verdana'];

const HORIZONTAL: Record<number, Alignment['horizontal']> = { 0: 'center', 1: 'left', 2: 'right' };
const VERTICAL: Record<number, Alignment['vertical']> = { 0: 'middle', 1: 'top', 2: 'bottom' };

/** Every cell of a sheet with its position: the live `data` grid when the component made one, else `celldata`. */
function cellsOf(sheet: WorkbookSheet): { r: number; c: number; v: FortuneCell }[] {
  const cells: { r: number; c: number; v: FortuneCell }[] = [];
  if (Array.isArray(sheet.data)) {
    sheet.data.forEach((row, r) =>
      row?.forEach((v, c) => {
        if (v) cells.push({ r, c, v });
      }),
    );
    return cells;
  }
  for (const d of sheet.celldata ?? []) if (d.v) cells.push({ r: d.r, c: d.c, v: d.v });
  return cells;
}

function uniqueName(raw: string, used: Set<string>, index: number): string {
  const base =
    raw
      .replace(SHEET_NAME_FORBIDDEN, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, SHEET_NAME_MAX) || `Sheet${index + 1}`;
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, SHEET_NAME_MAX - String(n).length - 1)}~${n}`;
  used.add(name.toLowerCase());
  return name;
}

function inlineText(cell: FortuneCell): string | undefined {
  if (cell.ct?.t !== 'inlineStr' || !Array.isArray(cell.ct.s)) return undefined;
  return (cell.ct.s as { v?: unknown }[]).map((run) => (typeof run.v === 'string' ? run.v : '')).join('');
}

function primitiveOf(cell: FortuneCell): string | number | boolean | undefined {
  const inline = inlineText(cell);
  if (inline !== undefined) return inline;
  const { v } = cell;
  if (cell.ct?.t === 'b' && typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    // The component keeps what was typed into a number cell as a string in some paths.
    if (cell.ct?.t === 'n' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return v;
  }
  return undefined;
}

function valueOf(cell: FortuneCell, link: string | undefined): CellValue {
  const value = primitiveOf(cell);
  const formula = typeof cell.f === 'string' ? cell.f.replace(/^=/, '').trim() : '';
  if (formula) {
    const isError = cell.ct?.t === 'e' || (typeof value === 'string' && /^#[A-Z/0!?]+[!?]?$/.test(value));
    return { formula, ...(value === undefined || isError ? {} : { result: value }) };
  }
  if (link && value !== undefined) return { text: String(value), hyperlink: link };
  return value ?? null;
}

function fontOf(cell: FortuneCell): Partial<Font> | undefined {
  const font: Partial<Font> = {};
  if (Number(cell.bl) === 1) font.bold = true;
  if (Number(cell.it) === 1) font.italic = true;
  if (Number(cell.un) === 1) font.underline = true;
  if (Number(cell.cl) === 1) font.strike = true;
  const color = excelFromCss(cell.fc);
  if (color) font.color = { argb: color };
  const name = typeof cell.ff === 'number' ? FORTUNE_FONTS[cell.ff] : cell.ff;
  if (typeof name === 'string' && name) font.name = name;
  if (typeof cell.fs === 'number' && cell.fs > 0) font.size = cell.fs;
  return Object.keys(font).length ? font : undefined;
}

function alignmentOf(cell: FortuneCell): Partial<Alignment> | undefined {
  const alignment: Partial<Alignment> = {};
  const horizontal = cell.ht !== undefined ? HORIZONTAL[Number(cell.ht)] : undefined;
  if (horizontal) alignment.horizontal = horizontal;
  const vertical = cell.vt !== undefined ? VERTICAL[Number(cell.vt)] : undefined;
  if (vertical) alignment.vertical = vertical;
  if (String(cell.tb) === '2') alignment.wrapText = true;
  return Object.keys(alignment).length ? alignment : undefined;
}

function writeCell(target: ExcelCell, cell: FortuneCell, link: string | undefined): void {
  target.value = valueOf(cell, link);
  const fa = cell.ct?.fa;
  if (typeof fa === 'string' && fa && fa !== 'General') target.numFmt = fa;
  const font = fontOf(cell);
  if (font) target.font = font;
  const bg = excelFromCss(cell.bg);
  if (bg) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: bg } };
  const alignment = alignmentOf(cell);
  if (alignment) target.alignment = alignment;
}

function fillSheet(ws: Worksheet, sheet: WorkbookSheet): void {
  const links = sheet.hyperlink ?? {};
  for (const { r, c, v } of cellsOf(sheet)) {
    // A cell covered by a merge points at its master (`mc` without a size) and holds nothing of its own.
    if (v.mc && (v.mc.r !== r || v.mc.c !== c)) continue;
    writeCell(ws.getCell(r + 1, c + 1), v, links[`${r}_${c}`]?.linkAddress);
  }
  for (const m of Object.values(sheet.config?.merge ?? {})) {
    if (m.rs > 1 || m.cs > 1) ws.mergeCells(m.r + 1, m.c + 1, m.r + m.rs, m.c + m.cs);
  }
  for (const [c, px] of Object.entries(sheet.config?.columnlen ?? {})) {
    if (Number.isInteger(Number(c)) && px > 0) ws.getColumn(Number(c) + 1).width = columnChars(px);
  }
  for (const [r, px] of Object.entries(sheet.config?.rowlen ?? {})) {
    if (Number.isInteger(Number(r)) && px > 0) ws.getRow(Number(r) + 1).height = rowPoints(px);
  }
}

/**
 * The live spreadsheet as an Excel workbook (the download): every sheet in its order with values, formulas (with
 * their last results, so Excel shows them before it recalculates), number formats, bold, italic, underline,
 * strike-through, font colours and names and sizes, fills, alignment, merges, column widths and row heights. Runs in
 * browsers and in Node (ExcelJS is loaded on the first call).
 */
export async function sheetsToXlsx(sheets: WorkbookSheet[]): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const used = new Set<string>();
  const ordered = [...sheets].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  // Excel opens no workbook whose sheets are all hidden.
  const isAllHidden = ordered.every((s) => s.hide);
  ordered.forEach((sheet, i) => {
    const isHidden = Boolean(sheet.hide) && !(isAllHidden && i === 0);
    const ws = workbook.addWorksheet(uniqueName(sheet.name ?? '', used, i), { state: isHidden ? 'hidden' : 'visible' });
    fillSheet(ws, sheet);
  });
  if (!ordered.length) workbook.addWorksheet('Sheet1');
  // The tab the component had open, else the first visible one (Excel repairs a workbook that opens on a hidden sheet).
  const isVisible = (i: number) => workbook.worksheets[i]?.state === 'visible';
  const open = ordered.findIndex((s, i) => Number(s.status) === 1 && isVisible(i));
  const activeIndex =
    open >= 0
      ? open
      : Math.max(
          0,
          ordered.findIndex((_s, i) => isVisible(i)),
        );
  workbook.views = [{ x: 0, y: 0, width: 10000, height: 20000, firstSheet: 0, activeTab: activeIndex, visibility: 'visible' }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
