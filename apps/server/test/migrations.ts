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

/** Migration 0015 adds hardware devices, the course category check and FAQ entries together. */
export const hardwareCoursesFaqMigration = '0015_hardware_courses_faq.sql';

/** Statements that put a test database back as it was before migration 0015, so a test can run it again. */
export const beforeHardwareCoursesFaq = [
  'alter table rounds drop constraint rounds_restrict_hardware_hardware_devices_hardware_version_fk',
  'drop table hardware_devices cascade',
  'alter table courses drop constraint courses_category_check',
  'drop table faq_entries',
];
