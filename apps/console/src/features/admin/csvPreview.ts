/** A CSV file read for preview: the header names and the rows as records, numbered from 1 (header excluded). */
export interface CsvPreview {
  header: string[];
  rows: { row: number; record: Record<string, string> }[];
}

/** Splits CSV text (quoted fields, doubled quotes, CRLF or LF) into rows of fields, dropping blank lines. */
function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (inQuotes) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else field += c;
    } else if (c === '"' && field === '') inQuotes = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Reads CSV text the way the server will (lower-cased, trimmed header names), for the preview before creating. */
export function previewCsv(text: string): CsvPreview {
  const [head, ...body] = parseRows(text);
  const header = (head ?? []).map((h) => h.trim().toLowerCase());
  return {
    header,
    rows: body.map((fields, index) => ({
      row: index + 1,
      record: Object.fromEntries(header.map((name, i) => [name, (fields[i] ?? '').trim()])),
    })),
  };
}

/** Server field errors (`row.N.field` keys) grouped by row number; other keys under 0. */
export function rowErrors(fields: Record<string, string>): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^row\.(\d+)\.?(.*)$/.exec(key);
    const row = match ? Number(match[1]) : 0;
    const label = match ? (match[2] ?? '') : '';
    byRow.set(row, [...(byRow.get(row) ?? []), label && label !== '_' ? `${label}: ${message}` : message]);
  }
  return byRow;
}
