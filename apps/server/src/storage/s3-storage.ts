import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3Options {
  /** The service's URL, e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted services) rather than in the host name. */
  pathStyle: boolean;
}

/**
 * An S3-compatible bucket, signed with AWS Signature V4 (aws4fetch: a few kilobytes over Node's own
 * fetch, where the AWS SDK is megabytes). Only PUT, GET, HEAD and DELETE of single objects are used.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });
  const endpoint = new URL(options.url);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    assertStorageKey(key);
    if (options.pathStyle) return `${endpoint.origin}${base}/${options.bucket}/${key}`;
    return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${key}`;
  };

  async function request(key: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    return client.fetch(urlOf(key), init);
  }

  async function failure(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  return {
    driver: 's3',
    async put(key, body, { contentType, size }) {
      const response = await request(key, {
        method: 'PUT',
        // A stream goes out as it is read, with its length declared (S3 refuses chunked uploads).
        body: Buffer.isBuffer(body) ? body : (Readable.toWeb(body) as ReadableStream),
        duplex: 'half',
        headers: { 'content-type': contentType, 'content-length': String(size) },
      });
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key, range) {
      const response = await request(key, {
        method: 'GET',
        ...(range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, `GET ${key}`);
      return {
        body: Readable.fromWeb(response.body as WebReadableStream),
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async stat(key) {
      const response = await request(key, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, `HEAD ${key}`);
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async exists(key) {
      const response = await request(key, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw await failure(response, `HEAD ${key}`);
      return true;
    },
    async delete(key) {
      const response = await request(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    async close() {},
  };
}
