/** The types uploads accept, recognised by their first bytes (never by the name or the declared type). */
export type SniffedType = 'png' | 'jpeg' | 'webp' | 'zip';

export const contentTypes: Record<SniffedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
};

/** How many leading bytes `sniff` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * PNG's eight-byte signature, JPEG's SOI marker followed by a marker, a RIFF container of WEBP,
 * and a zip's local file header (an empty archive, PK\x05\x06, is no build).
 */
export function sniff(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}
