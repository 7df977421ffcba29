/** CSV reading shared by the server's preset-account import and the console's preview. */

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsv(text: string): string[][] {
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
      continue;
    }
    if (c === '"' && field === '') inQuotes = true;
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
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines carry no account.
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
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
