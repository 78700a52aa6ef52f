import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries run on the database or inside a caller's transaction. */
export type Executor = Database | Tx;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying engine, for migrations and tests. */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

/** Runs a hand-written statement and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/**
 * Runs `fn` in a savepoint of the transaction `tx`: if it throws, what it wrote is rolled back and
 * the transaction can go on. Unlike Drizzle's nested transaction it leaves the savepoint for the
 * commit to release, one round trip fewer (the round-ending stroke's handicap step).
 */
export async function inSavepoint<T>(tx: Database, name: string, fn: () => Promise<T>): Promise<T> {
  // Quoted as an identifier: the name is never SQL, whatever a caller passes.
  const savepoint = sql.identifier(name);
  await tx.execute(sql`savepoint ${savepoint}`);
  try {
    return await fn();
  } catch (error) {
    await tx.execute(sql`rollback to savepoint ${savepoint}`);
    throw error;
  }
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize: number;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted in dataDir. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize);
  const dir = resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir: dir }));
}

export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    raw: { kind: 'postgres', pool },
    ping: async () => {
      await pool.query('select 1');
    },
    // Idempotent: shutdown paths and tests may both close.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    raw: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
