import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

/** The committed drizzle-kit migrations; the same files run on both engines. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: serialises migrations when several nodes start at once on PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.raw.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.raw.client), { migrationsFolder });
    return;
  }
  const client = await handle.raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
