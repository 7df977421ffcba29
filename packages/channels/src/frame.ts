/**
 * Server-to-client WebSocket text frames built once per broadcast. Server frames are unmasked,
 * so the same bytes are valid for every receiver and can be written to each socket as is.
 */

/** Encodes `text` as one unmasked, final text frame (RFC 6455 section 5.2). */
export function encodeTextFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}

/** The payload of a frame made by encodeTextFrame (for sockets that cannot take raw frames). */
export function framePayload(frame: Buffer): Buffer {
  const marker = (frame[1] ?? 0) & 0x7f;
  return frame.subarray(marker === 126 ? 4 : marker === 127 ? 10 : 2);
}
