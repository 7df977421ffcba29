import { AVATAR_SIZE_PX, IMAGE_BORDER_PX } from '@photostudy/contracts';

/** A crop rectangle in image pixels (of the rotated image), as react-easy-crop reports it. */
export interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Largest side of the produced image: enough for handwriting, well under the upload limit. */
const MAX_OUTPUT_SIDE_PX = 2048;
const JPEG_QUALITY = 0.9;
/** The border of an edited ask image and the fill behind a transparent avatar (spec: 'JPEG with white fill'). */
const FILL_COLOR = '#ffffff';

/** Loads an image from a (blob) URL. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/** Size of the box a `rotation`-degree turn of a width x height image needs. */
function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const radians = (rotation * Math.PI) / 180;
  return {
    width: Math.round(Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height)),
    height: Math.round(Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height)),
  };
}

/** The output size: the crop scaled down to fit the maximum side, plus the border on every side. */
function croppedOutputSize(crop: Pick<PixelCrop, 'width' | 'height'>, borderPx = IMAGE_BORDER_PX) {
  const scale = Math.min(1, MAX_OUTPUT_SIDE_PX / Math.max(crop.width, crop.height));
  const width = Math.max(1, Math.round(crop.width * scale));
  const height = Math.max(1, Math.round(crop.height * scale));
  return { scale, width, height, outerWidth: width + 2 * borderPx, outerHeight: height + 2 * borderPx };
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas is not available');
  return context;
}

/** The picture turned by `rotation` degrees on a canvas just big enough for it (crop rectangles refer to it). */
async function rotatedCanvas(src: string, rotation: number): Promise<HTMLCanvasElement> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = box.width;
  rotated.height = box.height;
  const context = context2d(rotated);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  context.drawImage(image, 0, 0);
  return rotated;
}

function exportCanvas(canvas: HTMLCanvasElement, mimeType: 'image/jpeg' | 'image/png'): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), mimeType, JPEG_QUALITY);
  });
}

/**
 * Draws the rotated image, cuts the crop out of it and frames it with the spec's 8 px border
 * ('Image editing adds an 8 px border'); answers a JPEG or PNG blob of the same type as the source.
 */
export async function cropImage(src: string, crop: PixelCrop, rotation: number, mimeType: 'image/jpeg' | 'image/png'): Promise<Blob> {
  const rotated = await rotatedCanvas(src, rotation);
  const size = croppedOutputSize(crop);
  const output = document.createElement('canvas');
  output.width = size.outerWidth;
  output.height = size.outerHeight;
  const context = context2d(output);
  context.fillStyle = FILL_COLOR;
  context.fillRect(0, 0, output.width, output.height);
  context.drawImage(rotated, crop.x, crop.y, crop.width, crop.height, IMAGE_BORDER_PX, IMAGE_BORDER_PX, size.width, size.height);
  return exportCanvas(output, mimeType);
}

/**
 * The avatar (spec 000 section 5): the square crop scaled to `sidePx` (400) on a white fill, as a JPEG, so a
 * transparent PNG comes out on white rather than black. No border: the avatar is shown in a circle.
 */
export async function cropSquareJpeg(src: string, crop: PixelCrop, rotation: number, sidePx = AVATAR_SIZE_PX): Promise<Blob> {
  const rotated = await rotatedCanvas(src, rotation);
  const output = document.createElement('canvas');
  output.width = sidePx;
  output.height = sidePx;
  const context = context2d(output);
  context.fillStyle = FILL_COLOR;
  context.fillRect(0, 0, sidePx, sidePx);
  context.drawImage(rotated, crop.x, crop.y, crop.width, crop.height, 0, 0, sidePx, sidePx);
  return exportCanvas(output, 'image/jpeg');
}
