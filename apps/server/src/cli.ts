import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed';
import { createFileSweeper } from './modules/files/file-sweeper';
import { formatDemoAccounts, startServer } from './server';
import { createFileStorage } from './storage/create-storage';

/**
 * `start` (default), `migrate`, `seed` or `sweep-files [--dry-run]`: the commands behind npm start,
 * db:migrate, db:seed and files:sweep.
 */
async function main(command: string): Promise<void> {
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'migrate':
      return withDatabase(config, async () => console.log('Migrations applied.'));
    case 'seed':
      return withDatabase(config, async (db) => {
        const result = await seedDemoData(db, { showcase: true });
        console.log(`Seeded ${result.courses} courses and ${result.settings} settings keys (existing rows kept).`);
        if (result.showcase.length) console.log(`Showcase added: ${result.showcase.join(', ')}.`);
        if (result.createdAccounts.length)
          console.log(formatDemoAccounts(config.server.appUrl, result.createdAccounts));
        else console.log('Demo accounts already exist; their passwords were shown when they were created.');
      });
    case 'sweep-files':
      return withDatabase(config, (db) => sweepFiles(config, db, process.argv.includes('--dry-run')));
    default:
      throw new Error(`Unknown command "${command}". Use start, migrate, seed or sweep-files.`);
  }
}

async function withDatabase(config: Config, work: (db: Database) => Promise<void>) {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    await work(database.db);
  } finally {
    await database.close();
  }
}

/** One pass of the unreferenced-file sweeper now, as the server runs it every FILE_SWEEP_INTERVAL_HOURS. */
async function sweepFiles(config: Config, db: Database, dryRun: boolean): Promise<void> {
  const storage = createFileStorage(config.storage);
  try {
    const sweeper = createFileSweeper({
      db,
      storage,
      clock: () => new Date(),
      ...config.storage.sweep,
      log: { info: () => undefined, error: () => undefined },
    });
    const report = await sweeper.sweep({ dryRun });
    for (const file of report.deleted) console.log(file);
    const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `${dryRun ? 'Would delete' : 'Deleted'} ${report.deleted.length} unreferenced files (${megabytes} MB); kept ${report.kept}.`,
    );
  } finally {
    await storage.close();
  }
}

async function start(config: Config): Promise<void> {
  const server = await startServer(config);
  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        (err) => {
          server.app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main(process.argv[2] ?? 'start').catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
