import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- s3rver ships no types; only its constructor, run() and close() are used here.
import S3rver from 's3rver';
import type { S3Options } from '../src/storage/s3-storage';

/** s3rver's built-in account: its well-known development credentials. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on a free loopback port with one empty bucket, its objects in a
 * temporary directory: the S3 driver's tests speak the same HTTP and signatures as to AWS or MinIO.
 */
export async function startS3Server(
  bucket = 'golf-test',
): Promise<{ options: S3Options; directory: string; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'golf-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    directory,
    options: {
      url: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      pathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
