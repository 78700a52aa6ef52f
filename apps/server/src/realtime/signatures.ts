import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher protocol's signatures (https://pusher.com/docs/channels/library_auth_reference/):
 * channel authorization (`key:hex(HMAC-SHA256(secret, socket_id:channel[:channel_data]))`) and
 * HTTP API request signing. Pure functions: the server checks, /broadcasting/auth signs, and tests
 * and the benchmark sign as a client library would.
 */
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signChannel(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, text)}`;
}

/** Constant-time check of a subscription's `auth`. */
export function verifyChannelAuth(
  app: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signChannel(app, socketId, channel, channelData));
}

export const md5Hex = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

/** `key=value` pairs (keys lowercased, values as sent), sorted by key and joined with `&`; auth_signature left out. */
export function canonicalQuery(params: Iterable<[string, string]>): string {
  return [...params]
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export const signRequest = (secret: string, method: string, path: string, query: string) =>
  hmacHex(secret, `${method.toUpperCase()}\n${path}\n${query}`);

/** The query string a Pusher server library sends with an HTTP API request (pusher-http-node's way). */
export function signedQuery(
  app: { key: string; secret: string },
  method: string,
  path: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const query = canonicalQuery([
    ['auth_key', app.key],
    ['auth_timestamp', String(timestamp)],
    ['auth_version', '1.0'],
    ['body_md5', md5Hex(body)],
  ]);
  return `${query}&auth_signature=${signRequest(app.secret, method, path, query)}`;
}

export type RequestCheck = 'ok' | 'invalid_signature' | 'timestamp_expired' | 'body_md5_mismatch';

/** Checks a signed HTTP API request: key, version, timestamp within `maxSkewSeconds`, body_md5 and signature. */
export function verifyRequest(
  app: { key: string; secret: string },
  request: { method: string; path: string; params: URLSearchParams; body: string },
  nowSeconds: number,
  maxSkewSeconds: number,
): RequestCheck {
  const { params } = request;
  const signature = params.get('auth_signature');
  if (!signature || params.get('auth_key') !== app.key || params.get('auth_version') !== '1.0') {
    return 'invalid_signature';
  }
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isInteger(timestamp)) return 'invalid_signature';
  if (Math.abs(nowSeconds - timestamp) > maxSkewSeconds) return 'timestamp_expired';
  const bodyMd5 = params.get('body_md5');
  if (request.body.length > 0 || bodyMd5 !== null) {
    if (bodyMd5 === null || !safeEqual(bodyMd5.toLowerCase(), md5Hex(request.body))) return 'body_md5_mismatch';
  }
  const expected = signRequest(app.secret, request.method, request.path, canonicalQuery(params));
  return safeEqual(signature.toLowerCase(), expected) ? 'ok' : 'invalid_signature';
}
