import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { engine: 'pglite'; snapshotPath: string }
      | { engine: 'postgres'; adminUrl: string; template: string; prefix: string };
  }
}

/**
 * Migrates and seeds ONE database per run, then every test file clones it:
 * PGlite through dumpDataDir/loadDataDir (starting and migrating PGlite takes seconds),
 * PostgreSQL through CREATE DATABASE ... TEMPLATE. Names carry a random run id, so
 * concurrent runs on one server never collide.
 */
export default async function setup(project: TestProject) {
  // The project's env (vitest.config.ts) applies to its test workers, not to this process: read it from the config.
  const engine = project.config.env?.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'golf-test-'));
    const client = await PGlite.create();
    const handle = wrapPglite(client);
    await runMigrations(handle);
    await seedDemoData(handle.db);
    // Uncompressed: every test file loads it, and gunzipping took a third of each load.
    const snapshotPath = join(dir, 'snapshot.tar');
    writeFileSync(snapshotPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
    project.provide('testDatabase', { engine, snapshotPath });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const prefix = `golf_t_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const handle = openPostgres(templateUrl, 2);
  await runMigrations(handle);
  await seedDemoData(handle.db);
  await handle.close();
  project.provide('testDatabase', { engine, adminUrl, template, prefix });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
