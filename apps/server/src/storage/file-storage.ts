import type { Readable } from 'node:stream';

/** One stored object as it is read back: `size` is the length of `body` (of the range, when one was asked for). */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** One object as a listing names it. */
export interface ListedFile {
  key: string;
  size: number;
  /** When the object was last written. */
  modifiedAt: Date;
}

/** Bytes `start` to `end` of an object, both included and inside it (see http-range.ts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: the disk under DATA_DIR (one node) or an S3-compatible bucket (several
 * nodes). Keys are relative paths such as `images/<sha256>.png`; the drivers hold nothing in memory,
 * so any node can read what another wrote.
 */
export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /** Writes the whole object; `size` is its length in bytes (S3 needs it up front for a stream). */
  put(key: string, body: Buffer | Readable, options: { contentType: string; size: number }): Promise<void>;
  /** The object (or the range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The object's length and type without its content, or null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix` ("images/"), in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are ours (content hashes), but a served path comes from a URL: refuse anything that could leave the root. */
export function isStorageKey(key: string): boolean {
  return /^[a-z]+(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){1,3}$/.test(key) && !key.split('/').some((part) => part === '..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}
