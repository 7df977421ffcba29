import { AVATAR_SIZE_PX, FILE_SIZE_LIMIT_BYTES, IMAGE_MIN_DIMENSION_PX } from '@photostudy/contracts';
import { appError } from '../../errors/app-error';
import { IMAGE_MAX_INPUT_PIXELS, loadSharp, type PreparedFile, sniffPhoto, type UploadedPart } from '../uploads/uploads.service';

/** JPEG quality of stored avatars: a 400 px face needs no more, and the header shows it small. */
const AVATAR_JPEG_QUALITY = 85;

/**
 * Checks an avatar upload by its content (the name and the declared type are ignored): JPEG or PNG, at most 10 MB,
 * at least 40 px each way. Re-encodes it with sharp whatever the cropper sent: EXIF orientation applied, a centred
 * square cover of `AVATAR_SIZE_PX`, transparency flattened on white, a JPEG without any metadata (no GPS, no ICC).
 */
export async function prepareAvatarImage(part: UploadedPart): Promise<PreparedFile> {
  if (part.data.length > FILE_SIZE_LIMIT_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  const { width, height } = await sniffPhoto(part.data);
  if (Math.min(width, height) < IMAGE_MIN_DIMENSION_PX) throw appError('IMAGE_TOO_SMALL');
  const sharp = await loadSharp();
  try {
    const data = await sharp(part.data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX, fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { purpose: 'avatar', data, contentType: 'image/jpeg', ext: 'jpg', originalName: 'avatar.jpg' };
  } catch {
    // A valid header with a broken body.
    throw appError('UNSUPPORTED_FILE_TYPE');
  }
}
