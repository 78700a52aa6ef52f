import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { inSavepoint, queryRows, type Database } from './client';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

/** Runs `fn` in a transaction with a scratch table `step_rows` of its own (dropped at its end). */
const inTransaction = (fn: (tx: Database) => Promise<void>) =>
  db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`create temporary table step_rows (n integer) on commit drop`);
    await fn(tx);
  });
const rows = async (tx: Database) =>
  (await queryRows<{ n: number }>(tx, sql`select n from step_rows order by n`)).map((row) => row.n);

describe('inSavepoint', () => {
  it('rolls back what its function wrote when it throws, and the transaction goes on', async () => {
    await inTransaction(async (tx) => {
      await tx.execute(sql`insert into step_rows values (1)`);
      await expect(
        inSavepoint(tx, 'step', async () => {
          await tx.execute(sql`insert into step_rows values (2)`);
          throw new Error('the step failed');
        }),
      ).rejects.toThrow('the step failed');
      expect(await rows(tx)).toEqual([1]);
      await inSavepoint(tx, 'step', () => tx.execute(sql`insert into step_rows values (3)`));
      expect(await rows(tx)).toEqual([1, 3]);
    });
  });

  it('takes any name as a name, never as SQL', async () => {
    await inTransaction(async (tx) => {
      const name = 'a; insert into step_rows values (9); --';
      await expect(
        inSavepoint(tx, name, async () => {
          await tx.execute(sql`insert into step_rows values (2)`);
          throw new Error('rolled back to the quoted savepoint');
        }),
      ).rejects.toThrow('rolled back to the quoted savepoint');
      expect(await rows(tx)).toEqual([]);
    });
  });
});
