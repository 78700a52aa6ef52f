import { desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Omit<typeof mailOutbox.$inferInsert, 'id' | 'createdAt'>;

export interface OutboxFilter {
  /** The recipient, case-insensitively: the whole address (`exact`) or any part of it (`contains`). */
  to?: string;
  match?: 'exact' | 'contains';
  limit: number;
}

/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The development outbox (`mail_outbox`): queries only. */
export function createMailOutboxRepository(db: Database) {
  return {
    async insert(mail: NewOutboxMail): Promise<{ id: number }> {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      return row;
    },

    /** Newest first. */
    async list({ to, match = 'exact', limit }: OutboxFilter): Promise<OutboxMail[]> {
      let where: SQL | undefined;
      if (to !== undefined) {
        where =
          match === 'exact'
            ? sql`lower(${mailOutbox.recipient}) = lower(${to})`
            : ilike(mailOutbox.recipient, `%${escapeLike(to)}%`);
      }
      return db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async get(id: number): Promise<OutboxMail | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    async clear(): Promise<void> {
      await db.delete(mailOutbox);
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
