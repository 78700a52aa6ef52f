import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed';
import { formatDemoAccounts, startServer } from './server';

/** `start` (default), `migrate` or `seed`: the commands behind npm start, db:migrate and db:seed. */
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
    default:
      throw new Error(`Unknown command "${command}". Use start, migrate or seed.`);
  }
}

async function withDatabase(
  config: Config,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>,
) {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    await work(database.db);
  } finally {
    await database.close();
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
