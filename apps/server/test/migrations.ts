import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../src/db/migrate';

/** The statements of one migration file, split as the migrator splits them. */
export function migrationStatements(file: string): string[] {
  return readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
