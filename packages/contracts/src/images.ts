/**
 * Whether the web apps can show an image at this (trimmed) address. Their Content-Security-Policy
 * (img-src in apps/server/src/http/security.ts) loads images from the site itself, data:, blob: and
 * https: only, so staff may give an https URL with a host (any host), or a path on this site starting
 * with a single "/". A plain http URL, a protocol-relative "//host/..." (another host), javascript:,
 * data: or a relative path is refused. So are control characters and a backslash after the first "/"
 * (browsers read "/\host" and "/<tab>/host" as "//host"), and user:password@ in the URL (Chromium
 * never loads such an image). The server's course schema and the back-office course form both use it.
 */
export function isImageUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
