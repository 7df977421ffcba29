import { describe, expect, it } from 'vitest';
import { budgetWorkbook } from './test-workbooks';
import { BadZipError, inflatedSize } from './zip-directory';

describe('inflatedSize', () => {
  it("sums the declared sizes of an xlsx's parts, more than the file itself", async () => {
    const xlsx = await budgetWorkbook();
    const size = inflatedSize(xlsx);
    expect(size).toBeGreaterThan(xlsx.length);
    expect(size).toBeLessThan(xlsx.length * 50);
  });

  it('refuses what has no readable central directory', async () => {
    const xlsx = await budgetWorkbook();
    expect(() => inflatedSize(new TextEncoder().encode('plain text, no zip'))).toThrow(BadZipError);
    expect(() => inflatedSize(xlsx.subarray(0, xlsx.length - 30))).toThrow(BadZipError);
    const moved = xlsx.slice();
    // The directory's offset (end record + 16) pointing past the file.
    new DataView(moved.buffer).setUint32(moved.length - 22 + 16, moved.length + 100, true);
    expect(() => inflatedSize(moved)).toThrow(BadZipError);
  });
});
