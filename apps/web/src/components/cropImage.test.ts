import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cropImage, cropSquareJpeg } from './cropImage';

/** What the stubbed canvases were asked to do (jsdom has no canvas). */
interface Drawn {
  canvas: HTMLCanvasElement;
  calls: { name: string; args: unknown[]; fillStyle?: unknown }[];
}

let drawn: Drawn[] = [];

/** An <img> that decodes at once to 800 x 600. */
class DecodedImage {
  naturalWidth = 800;
  naturalHeight = 600;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  drawn = [];
  vi.stubGlobal('Image', DecodedImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const record: Drawn = { canvas: this, calls: [] };
    drawn.push(record);
    const context = { fillStyle: '' as unknown };
    const log =
      (name: string) =>
      (...args: unknown[]) =>
        record.calls.push({ name, args, fillStyle: context.fillStyle });
    return Object.assign(context, {
      translate: log('translate'),
      rotate: log('rotate'),
      drawImage: log('drawImage'),
      fillRect: log('fillRect'),
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback, type?: string) {
    callback(new Blob(['x'], { type }));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cropping', () => {
  it('makes the avatar a 400 x 400 JPEG of the square crop on white', async () => {
    const blob = await cropSquareJpeg('blob:picture', { x: 100, y: 50, width: 500, height: 500 }, 90);
    expect(blob.type).toBe('image/jpeg');
    const [rotated, output] = drawn;
    // A quarter turn of 800 x 600 needs a 600 x 800 box.
    expect([rotated?.canvas.width, rotated?.canvas.height]).toEqual([600, 800]);
    expect([output?.canvas.width, output?.canvas.height]).toEqual([400, 400]);
    expect(output?.calls[0]).toEqual({ name: 'fillRect', args: [0, 0, 400, 400], fillStyle: '#ffffff' });
    expect(output?.calls[1]?.args.slice(1)).toEqual([100, 50, 500, 500, 0, 0, 400, 400]);
  });

  it('keeps the ask image its own type, inside the 8 px border', async () => {
    const blob = await cropImage('blob:picture', { x: 0, y: 0, width: 300, height: 200 }, 0, 'image/png');
    expect(blob.type).toBe('image/png');
    const output = drawn[1];
    expect([output?.canvas.width, output?.canvas.height]).toEqual([316, 216]);
    expect(output?.calls[1]?.args.slice(1)).toEqual([0, 0, 300, 200, 8, 8, 300, 200]);
  });
});
