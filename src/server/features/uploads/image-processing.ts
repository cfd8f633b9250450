/**
 * Photos from people's devices are untrusted. We tell the format from the
 * bytes (never from the name or the declared type) and keep only pixels we
 * re-encoded ourselves: no EXIF (a phone's GPS position, the camera's serial),
 * no script in an SVG, no file that is an image to us and HTML to a browser.
 */

import { PHOTO_WIDTHS } from '@shared/images';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * Above any ordinary phone photo (12 to 24 megapixels) yet refuses a small
 * file that would decode into gigabytes (a decompression bomb).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * The longest side of each stored size: large for the item page, thumb for cards. The client's
 * srcset names the same widths, so both read them from src/shared/images.ts.
 */
export const PHOTO_SIZES = PHOTO_WIDTHS;
const WEBP_QUALITY = 80;

export interface EncodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export type ProcessedPhoto = Record<keyof typeof PHOTO_SIZES, EncodedPhoto>;

/** JPEG, PNG or WebP in; upright WebP in both sizes out, without metadata. Refusals are AppErrors. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  await checkInput(input);
  try {
    const [large, thumb] = await Promise.all([
      encode(open(input), PHOTO_SIZES.large),
      encode(open(input), PHOTO_SIZES.thumb),
    ]);
    return { large, thumb };
  } catch (error) {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    throw unsupportedPhoto(error);
  }
}

async function checkInput(input: Buffer): Promise<void> {
  const metadata = await sharp(input)
    .metadata()
    .catch((error: unknown) => {
      throw unsupportedPhoto(error);
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupportedPhoto();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(
      'payload_too_large',
      `The photo has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
}

/** Sharp's default `failOn: 'warning'` is the one meant for untrusted input; the pixel limit guards again. */
function open(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
}

/** Without `withMetadata()`, sharp writes no EXIF, XMP or ICC profile (colours are converted to sRGB). */
async function encode(image: Sharp, longestSide: number): Promise<EncodedPhoto> {
  const { data, info } = await image
    .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** One answer for every unreadable file; the cause is kept for the log. */
function unsupportedPhoto(cause?: unknown): AppError {
  const error = new AppError('unsupported_media_type', 'Only JPEG, PNG or WebP photos can be uploaded');
  if (cause !== undefined) error.cause = cause;
  return error;
}
