import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv, previewCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with doubled quotes, commas and line breaks inside', () => {
    expect(parseCsv('a,"b ""c""",d\r\n"multi\nline",,\n')).toEqual([
      ['a', 'b "c"', 'd'],
      ['multi\nline', '', ''],
    ]);
    expect(parseCsv('"Doe, Jane",x')).toEqual([['Doe, Jane', 'x']]);
  });

  it('ends rows at CRLF, LF or CR, mixed in one file', () => {
    const rows = [
      ['h1', 'h2'],
      ['a', 'b'],
      ['c', 'd'],
    ];
    for (const eol of ['\n', '\r\n', '\r']) expect(parseCsv(rows.map((r) => r.join(',')).join(eol))).toEqual(rows);
    expect(parseCsv('h1,h2\r\na,b\nc,d\r')).toEqual(rows);
  });

  it('drops a leading BOM', () => {
    expect(parseCsv('\uFEFFemail,name\nx@test.test,X\n')).toEqual([
      ['email', 'name'],
      ['x@test.test', 'X'],
    ]);
  });

  it('leaves out the empty trailing line and lines of blank fields', () => {
    expect(parseCsv('a,b\n\n , \n,\nc,d\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });

  it('splits at commas only, whatever the file looks like', () => {
    expect(parseCsv('a;b,c\td')).toEqual([['a;b', 'c\td']]);
  });

  it('keeps a quote inside an unquoted field, and reads an unclosed quote to the end', () => {
    expect(parseCsv('O"Brien,x')).toEqual([['O"Brien', 'x']]);
    expect(parseCsv('a,"open\nb,c')).toEqual([['a', 'open\nb,c']]);
  });
});

describe('csvRecords and previewCsv', () => {
  const text = '\uFEFFEmail, Name ,Sessions\r\n"a@test.test","Doe, Ann",3\n\nb@test.test,Bob,\n';

  it('keys records by the trimmed lower-cased header, numbering data rows from 1, leaving empty fields out', () => {
    expect(csvRecords(text)).toEqual([
      { row: 1, record: { email: 'a@test.test', name: 'Doe, Ann', sessions: '3' } },
      { row: 2, record: { email: 'b@test.test', name: 'Bob' } },
    ]);
    expect(csvRecords('')).toEqual([]);
  });

  it('previews the same rows with every column kept', () => {
    expect(previewCsv(text)).toEqual({
      header: ['email', 'name', 'sessions'],
      rows: [
        { row: 1, record: { email: 'a@test.test', name: 'Doe, Ann', sessions: '3' } },
        { row: 2, record: { email: 'b@test.test', name: 'Bob', sessions: '' } },
      ],
    });
  });
});
