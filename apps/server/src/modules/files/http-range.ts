import type { ByteRange } from '../../storage/file-storage';

/**
 * The one byte range of a `Range: bytes=…` header (RFC 9110 §14.1.2) in an object of `size` bytes:
 * `a-b`, `a-` (to the end) or `-n` (the last n). null: no header, another unit or several ranges (the
 * whole object is sent, which the RFC allows); 'unsatisfiable': it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
