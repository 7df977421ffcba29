/*
 * The inflated size of an xlsx (a zip) read from its central directory, before any part is inflated: the reader
 * would otherwise inflate everything into memory first. Sizes are those the zip declares; an entry that lies about
 * its size is caught by the reader's own check once inflated.
 */

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_EXTRA_ID = 0x0001;

/** The zip's directory could not be read: not a zip, or a damaged one. */
export class BadZipError extends Error {}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function u64(v: DataView, at: number): number {
  return Number(v.getBigUint64(at, true));
}

function findEndOfDirectory(v: DataView): number {
  const last = v.byteLength - EOCD_MIN_BYTES;
  const first = Math.max(0, last - MAX_COMMENT_BYTES);
  for (let at = last; at >= first; at--) if (v.getUint32(at, true) === EOCD_SIGNATURE) return at;
  throw new BadZipError('no end of central directory');
}

function directoryBounds(v: DataView, eocd: number): { entries: number; offset: number } {
  let entries = v.getUint16(eocd + 10, true);
  let offset = v.getUint32(eocd + 16, true);
  if (entries === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || v.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) throw new BadZipError('no zip64 locator');
    const record = u64(v, locator + 8);
    if (record + 56 > v.byteLength || v.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) throw new BadZipError('no zip64 record');
    entries = u64(v, record + 32);
    offset = u64(v, record + 48);
  }
  return { entries, offset };
}

// A zip64 entry keeps its real size in the extra field (id 1), first of the 8-byte values.
function zip64Size(v: DataView, extraStart: number, extraEnd: number): number {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = v.getUint16(at, true);
    const size = v.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA_ID && size >= 8 && at + 12 <= extraEnd) return u64(v, at + 4);
    at += 4 + size;
  }
  throw new BadZipError('no zip64 size');
}

/** The sum of the declared inflated sizes of a zip's entries; throws `BadZipError` when it is no readable zip. */
export function inflatedSize(bytes: Uint8Array): number {
  const v = view(bytes);
  if (v.byteLength < EOCD_MIN_BYTES) throw new BadZipError('too short');
  const { entries, offset } = directoryBounds(v, findEndOfDirectory(v));
  let total = 0;
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > v.byteLength || v.getUint32(at, true) !== ENTRY_SIGNATURE) throw new BadZipError('damaged central directory');
    const nameBytes = v.getUint16(at + 28, true);
    const extraBytes = v.getUint16(at + 30, true);
    const commentBytes = v.getUint16(at + 32, true);
    const declared = v.getUint32(at + 24, true);
    const extraStart = at + 46 + nameBytes;
    total += declared === 0xffffffff ? zip64Size(v, extraStart, extraStart + extraBytes) : declared;
    at = extraStart + extraBytes + commentBytes;
  }
  return total;
}
