/** Uploaded files: what an upload answers, and the addresses of an image's resized variants. */
import { z } from 'zod';

/** Where the server serves stored files; an image field holds such a path (or an https URL). */
export const FILES_PATH = '/files';

/** The widths (pixels) every uploaded image is also stored at, as WebP. */
export const IMAGE_VARIANT_WIDTHS = [320, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const imageFormats = ['png', 'jpeg', 'webp'] as const;

export const uploadedImageSchema = z.object({
  url: z.string().describe('The stored original, e.g. /files/images/<sha256>.png: what an image field holds'),
  format: z.enum(imageFormats).describe('Read from the content, not the file name'),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().describe('Bytes'),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .describe('WebP copies at the IMAGE_VARIANT_WIDTHS (never wider than the original)'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadedBuildSchema = z.object({
  key: z.string().describe('Storage key of the build, e.g. builds/<sha256>.zip: served only through signed links'),
  size: z.number().int().describe('Bytes'),
  sha256: z.string(),
});
export type UploadedBuild = z.infer<typeof uploadedBuildSchema>;

export const avatarReplySchema = z.object({ avatar: z.string().nullable() });

const uploadedImagePath = new RegExp(`^${FILES_PATH}/images/([0-9a-f]{64})\\.(png|jpeg|webp)$`);

/**
 * The address of an image's resized copy: for an uploaded image, its WebP variant of that width;
 * any other address (an https URL staff typed in) is returned as it is.
 */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  const match = uploadedImagePath.exec(url);
  return match ? `${FILES_PATH}/images/${match[1]}-w${width}.webp` : url;
}
