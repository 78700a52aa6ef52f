import { IMAGE_VARIANT_WIDTHS, type UploadedImage } from '@golf/contracts';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error';

/** Pixels an uploaded image may have (a small file can decode to gigabytes: a "decompression bomb"). */
const MAX_PIXELS = 40_000_000;

export interface PreparedImage {
  format: UploadedImage['format'];
  width: number;
  height: number;
  /** The original re-encoded in its own format, upright and without metadata (EXIF location and the like). */
  original: Buffer;
  variants: { width: number; data: Buffer }[];
}

/**
 * Decodes the image fully (so a damaged or truncated file is refused before anything is stored) and
 * makes its WebP variants, never wider than the original.
 */
export async function prepareImage(input: Buffer, format: UploadedImage['format']): Promise<PreparedImage> {
  const load = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).rotate();
  try {
    const { data: original, info } = await load().toFormat(format).toBuffer({ resolveWithObject: true });
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        data: await load().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      })),
    );
    return { format, width: info.width, height: info.height, original, variants };
  } catch {
    throw new AppError('files.unreadable_image');
  }
}
