/** CSV reading shared by the server's preset-account import and reservations, and the console's preview. */
// Papa Parse is the one dependency of contracts besides zod: the CSV reader runs on the server and in the console alike.
import Papa from 'papaparse';

/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes) into rows of fields, with Papa Parse. A leading BOM is
 * dropped; rows end at CRLF, LF or CR, even mixed in one file (spreadsheets and hand edits mix them), so line breaks
 * are made LF first, inside quoted fields too; the delimiter is always a comma (never guessed). Lines whose fields are
 * all blank (the empty trailing line among them) carry no account and are left out.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(source, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: 'greedy',
  });
  return data;
}

/** CSV rows as records keyed by the (lower-cased, trimmed) header names, with their 1-based row numbers (header excluded); empty fields are left out. */
export function csvRecords(text: string): { row: number; record: Record<string, string> }[] {
  const rows = parseCsv(text);
  const [header, ...data] = rows;
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  return data.map((fields, index) => {
    const record: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = fields[i]?.trim();
      if (name && value) record[name] = value;
    });
    return { row: index + 1, record };
  });
}

/** A CSV file read for the console's preview: the header names and the rows, numbered as the server numbers them. */
export interface CsvPreview {
  header: string[];
  rows: { row: number; record: Record<string, string> }[];
}

/** Reads CSV text exactly as the server will (same parser, same header names), every column kept for display. */
export function previewCsv(text: string): CsvPreview {
  const [head, ...body] = parseCsv(text);
  const header = (head ?? []).map((h) => h.trim().toLowerCase());
  return {
    header,
    rows: body.map((fields, index) => ({
      row: index + 1,
      record: Object.fromEntries(header.map((name, i) => [name, (fields[i] ?? '').trim()])),
    })),
  };
}
