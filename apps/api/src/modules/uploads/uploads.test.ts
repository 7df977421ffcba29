import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { type FileStore, LocalFileStore } from './file-store';
import { FileUrlSigner } from './file-url-signer';
import { checkSheetsLink, prepareQuestionImage, prepareSheetFile } from './uploads.service';

const part = (data: Buffer, filename = 'f') => ({ fieldname: 'x', filename, data });

function errorName(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.errorName : 'other';
  }
  return undefined;
}

describe('uploads', () => {
  it('tells sheets by their content', () => {
    const zip = (entry: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(entry)]);
    expect(prepareSheetFile(part(zip('xl/workbook.xml'), 'a.bin'))).toMatchObject({ ext: 'xlsx' });
    expect(errorName(() => prepareSheetFile(part(zip('word/document.xml'), 'a.xlsx')))).toBe('UNSUPPORTED_FILE_TYPE');
    expect(errorName(() => prepareSheetFile(part(Buffer.from('a,b,c\n1,2,3'), 'a.xls')))).toBe('UNSUPPORTED_FILE_TYPE');
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(64),
      Buffer.from('Workbook', 'utf16le'),
    ]);
    expect(prepareSheetFile(part(ole))).toMatchObject({ ext: 'xls', contentType: 'application/vnd.ms-excel' });
    expect(errorName(() => prepareSheetFile(part(Buffer.alloc(10 * 1024 * 1024 + 1))))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts only Google Sheets document links', () => {
    expect(checkSheetsLink(' https://docs.google.com/spreadsheets/d/1AbC/edit#gid=0 ')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC/edit#gid=0',
    );
    for (const bad of [
      '',
      'https://docs.google.com/spreadsheets/d/',
      'https://docs.google.com/spreadsheets/d/a b',
      'javascript:alert(1)',
      'https://docs.google.com.evil.test/spreadsheets/d/x',
    ]) {
      expect(
        errorName(() => checkSheetsLink(bad)),
        bad,
      ).toBe('VALIDATION_FAILED');
    }
  });

  it('re-encodes images and refuses what is not a JPEG or PNG', async () => {
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await expect(prepareQuestionImage(part(webp, 'x.png'))).rejects.toMatchObject({ errorName: 'UNSUPPORTED_FILE_TYPE' });
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    await expect(prepareQuestionImage(part(png, 'weird name?.png'))).resolves.toMatchObject({
      contentType: 'image/png',
      ext: 'png',
      originalName: 'weird name_.png',
    });
    // A PNG header with a broken body.
    await expect(prepareQuestionImage(part(Buffer.concat([png.subarray(0, 40), Buffer.alloc(100)])))).rejects.toBeInstanceOf(AppError);
  });

  it('keeps local files inside their folder', async () => {
    const store: FileStore = new LocalFileStore(mkdtempSync(join(tmpdir(), 'ps-files-')));
    await store.put('questions/ab/abc.png', Buffer.from('x'), 'image/png');
    expect((await store.get('questions/ab/abc.png'))?.toString()).toBe('x');
    expect(await store.get('questions/none.png')).toBeNull();
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(store.get('/etc/passwd')).rejects.toThrow();
    await store.delete('questions/ab/abc.png');
    expect(await store.get('questions/ab/abc.png')).toBeNull();
  });

  it('signs file links for an hour and refuses forged or expired ones', () => {
    const signer = new FileUrlSigner(Buffer.from('k'.repeat(32)));
    const now = new Date('2030-01-01T00:10:00Z');
    const url = new URL(signer.url('f1', now), 'http://x');
    const exp = url.searchParams.get('exp')!;
    expect(Number(exp) - now.getTime() / 1000).toBeGreaterThanOrEqual(3600);
    expect(signer.verify('f1', exp, url.searchParams.get('sig'), now)).toBe(true);
    expect(signer.verify('f2', exp, url.searchParams.get('sig'), now)).toBe(false);
    expect(signer.verify('f1', String(Number(exp) + 1), url.searchParams.get('sig'), now)).toBe(false);
    expect(signer.verify('f1', exp, url.searchParams.get('sig'), new Date((Number(exp) + 1) * 1000))).toBe(false);
    expect(signer.verify('f1', undefined, undefined, now)).toBe(false);
  });
});
