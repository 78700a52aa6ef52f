import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Replies from this size on are compressed when the client asks; @fastify/compress has the same threshold. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The coding named as a whole token and not refused with q=0. */
const accepts = (coding: string) => new RegExp(`(^|[,\\s])${coding}(?!\\s*;\\s*q=0(\\.0+)?\\s*(,|$))`, 'i');
const acceptsBrotli = accepts('br');
const acceptsGzip = accepts('gzip');

/** br, then gzip, when the client accepts them. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  if (acceptsBrotli.test(acceptEncoding)) return 'br';
  if (acceptsGzip.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

// @fastify/compress's brotli quality: the default, 11, costs far more CPU for a few bytes.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends JSON text that is already serialized, compressed (br, then gzip) when the client asks and
 * it is at least COMPRESSION_THRESHOLD_BYTES, for a route that skips @fastify/compress
 * (`compress: false`): the plugin's onRequest and onSend hooks ran on every call of the route,
 * though most callers of a small hot route send no Accept-Encoding (docs/benchmarks.md).
 */
export function sendJsonText(request: FastifyRequest, reply: FastifyReply, json: string): void {
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || Buffer.byteLength(json) < COMPRESSION_THRESHOLD_BYTES) {
    reply.send(json);
    return;
  }
  reply
    .header('content-encoding', encoding)
    .header('vary', 'Origin, Accept-Encoding')
    .send(encoding === 'br' ? brotliCompressSync(json, brotliOptions) : gzipSync(json));
}
