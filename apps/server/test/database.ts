import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { withDatabase } from './global-setup';

/** A fresh, migrated and seeded database for one test file: a clone of the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.engine === 'pglite') {
    const snapshot = new Blob([readFileSync(source.snapshotPath)]);
    return wrapPglite(await PGlite.create({ loadDataDir: snapshot }));
  }
  // Random, not pid-based: worker threads share a pid.
  const name = `${source.prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  // The database itself is dropped by the global teardown.
  return openPostgres(withDatabase(source.adminUrl, name), 10);
}

/**
 * A migrated database with no rows, as the first `npm start` finds it: for the tests of the seed itself.
 * Slower than a clone (PGlite migrates from scratch); the run's PostgreSQL prefix gets it dropped.
 */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  let handle: DatabaseHandle;
  if (source.engine === 'pglite') handle = wrapPglite(await PGlite.create());
  else {
    const name = `${source.prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    handle = openPostgres(withDatabase(source.adminUrl, name), 10);
  }
  await runMigrations(handle);
  return handle;
}
