import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage, type ListedFile } from './file-storage';

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
 * fetch, where the AWS SDK is megabytes). Single objects are put, read and deleted; ListObjectsV2 lists them.
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

  const bucketUrl = options.pathStyle
    ? `${endpoint.origin}${base}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/`;

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
    async *list(prefix) {
      let continuation: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (continuation) query.set('continuation-token', continuation);
        const response = await client.fetch(`${bucketUrl}?${query}`, { method: 'GET' });
        if (!response.ok) throw await failure(response, `LIST ${prefix}`);
        const page = parseListing(await response.text());
        yield* page.files;
        continuation = page.next;
      } while (continuation);
    },
    async delete(key) {
      const response = await request(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    async close() {},
  };
}

const xmlText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const element = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : undefined;
};

/** One page of a ListObjectsV2 reply: its objects, and the token of the next page while it is truncated. */
export function parseListing(xml: string): { files: ListedFile[]; next?: string } {
  const files: ListedFile[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(contents!, 'Key');
    const modified = element(contents!, 'LastModified');
    if (key === undefined || modified === undefined) continue;
    files.push({ key, size: Number(element(contents!, 'Size') ?? 0), modifiedAt: new Date(modified) });
  }
  const truncated = element(xml, 'IsTruncated') === 'true';
  return { files, next: truncated ? element(xml, 'NextContinuationToken') : undefined };
}
