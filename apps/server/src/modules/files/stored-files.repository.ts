import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import { storedFiles } from '../../db/schema';

/**
 * Tables whose text the file sweeper does not read for references, each with why. Every other text,
 * JSON and array column of every table is read, so a column added later keeps its files without being
 * named anywhere: reading a table that holds no files costs only time, skipping one that does loses them.
 */
export const TABLES_WITHOUT_FILE_REFERENCES: Readonly<Record<string, string>> = {
  activity_logs: "history: a record's earlier images must not keep them stored",
  mail_outbox: 'history: mail already written',
  stored_files: "the sweeper's own bookkeeping",
  strokes: 'launch data, and the largest table',
  round_players: 'scores and ball positions',
  wallet_transactions: 'ledger entries',
  sessions: 'sign-in tokens',
  accounts: 'password hashes and provider tokens',
  verifications: 'one-time tokens',
  two_factors: 'secrets',
  used_two_factor_codes: 'code hashes',
  rate_limits: 'counters',
  throttles: 'counters',
};

/** `images/<sha256>` or `builds/<sha256>` in any text: an image's URL or variant, or a build's key. */
const FILE_ID_PATTERN = '(images|builds)/([0-9a-f]{64})';

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function createStoredFilesRepository(db: Executor) {
  return {
    /** Every file id (`images/<sha256>`, `builds/<sha256>`) some record's text names. */
    async referencedIds(): Promise<Set<string>> {
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        db,
        sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        order by c.table_name, c.ordinal_position`,
      );
      const byTable = new Map<string, string[]>();
      for (const { table_name: table, column_name: column } of columns) {
        if (table in TABLES_WITHOUT_FILE_REFERENCES) continue;
        byTable.set(table, [...(byTable.get(table) ?? []), column]);
      }
      const ids = new Set<string>();
      for (const [table, names] of byTable) {
        const text = `concat_ws(' ', ${names.map((name) => `${quoted(name)}::text`).join(', ')})`;
        const found = await queryRows<{ id: string }>(
          db,
          sql.raw(
            `select distinct m[1] || '/' || m[2] as id
             from (select regexp_matches(${text}, '${FILE_ID_PATTERN}', 'g') as m from ${quoted(table)}) found`,
          ),
        );
        for (const { id } of found) ids.add(id);
      }
      return ids;
    },

    /** The files handed out by an upload after `since`. */
    async handedOutSince(since: Date): Promise<Set<string>> {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(gt(storedFiles.handedOutAt, since));
      return new Set(rows.map((row) => row.key));
    },

    /**
     * Held to the end of the transaction: an upload handing the file out and the sweeper deleting it
     * take turns, so a file is never deleted after an upload was told it is there.
     */
    async lock(id: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('stored-file'), hashtext(${id}))`);
    },

    async handOut(id: string, at: Date): Promise<void> {
      await db
        .insert(storedFiles)
        .values({ key: id, handedOutAt: at })
        .onConflictDoUpdate({ target: storedFiles.key, set: { handedOutAt: at } });
    },

    /** Whether an upload handed the file out after `since` (under the lock, where the sweeper decides). */
    async wasHandedOutSince(id: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(eq(storedFiles.key, id), gt(storedFiles.handedOutAt, since)));
      return row !== undefined;
    },

    async forget(id: string): Promise<void> {
      await db.delete(storedFiles).where(eq(storedFiles.key, id));
    },

    /** Rows past the grace protect nothing any more (a reference or nothing decides then). */
    async forgetHandedOutBefore(before: Date): Promise<void> {
      await db.delete(storedFiles).where(lt(storedFiles.handedOutAt, before));
    },
  };
}

export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;

/**
 * Marks the file handed out at `at`, under its lock: an upload calls this before it looks for the file in
 * storage, so the sweeper either deleted it already (and the upload writes it again) or leaves it alone.
 */
export function handOutFile(db: Database, id: string, at: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const files = createStoredFilesRepository(tx);
    await files.lock(id);
    await files.handOut(id, at);
  });
}
