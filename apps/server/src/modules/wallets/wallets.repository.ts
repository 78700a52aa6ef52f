import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { users, walletOperations, walletTransactions, wallets } from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;
export type TransactionRow = typeof walletTransactions.$inferSelect;
export type TransactionWithWallet = TransactionRow & { userId: number; tokenType: number };
/** Whose wallet it is, as the back-office shows it. */
export interface Owner {
  displayName: string;
  email: string;
  systemAccount: boolean;
}
export type AdminWalletRow = WalletRow & Owner;
export type TransactionWithOwner = TransactionWithWallet & Owner;

const transactionFilters: Record<string, (values: string[]) => SQL | undefined> = {
  token_type: integerFilter('token_type', wallets.tokenType),
  transaction_action: integerFilter('transaction_action', walletTransactions.transactionAction),
  event_type: integerFilter('event_type', walletTransactions.eventType),
};

/** The player's own ledger (GET /users/me/transactions). */
export const myTransactionListSpec: ListSpec = {
  sortable: {
    id: walletTransactions.id,
    created_at: walletTransactions.createdAt,
    amount: walletTransactions.amount,
  },
  defaultSort: [{ column: walletTransactions.id, descending: true }],
  searchable: [walletTransactions.comment],
  filters: transactionFilters,
};

/** Every ledger entry (back-office, filterable). */
export const adminTransactionListSpec: ListSpec = {
  sortable: myTransactionListSpec.sortable,
  defaultSort: myTransactionListSpec.defaultSort,
  searchable: [walletTransactions.comment, walletTransactions.idempotencyKey],
  filters: {
    ...transactionFilters,
    user_id: integerFilter('user_id', wallets.userId),
    wallet_id: integerFilter('wallet_id', walletTransactions.walletId),
    entity_id: integerFilter('entity_id', walletTransactions.entityId),
    entity_type: (values) => inArray(walletTransactions.entityType, values),
  },
};

export const adminWalletListSpec: ListSpec = {
  sortable: { id: wallets.id, balance: wallets.balance, updated_at: wallets.updatedAt, user_id: wallets.userId },
  defaultSort: [{ column: wallets.id }],
  searchable: [users.displayName, users.email],
  filters: {
    user_id: integerFilter('user_id', wallets.userId),
    token_type: integerFilter('token_type', wallets.tokenType),
  },
};

const transactionColumns = {
  id: walletTransactions.id,
  operationId: walletTransactions.operationId,
  walletId: walletTransactions.walletId,
  transactionAction: walletTransactions.transactionAction,
  eventType: walletTransactions.eventType,
  amount: walletTransactions.amount,
  balanceAfter: walletTransactions.balanceAfter,
  entityType: walletTransactions.entityType,
  entityId: walletTransactions.entityId,
  comment: walletTransactions.comment,
  idempotencyKey: walletTransactions.idempotencyKey,
  createdAt: walletTransactions.createdAt,
  userId: wallets.userId,
  tokenType: wallets.tokenType,
};

/** The owner's columns the back-office shows; system_account lets it disable staff actions up front (decision 0120). */
const ownerColumns = { displayName: users.displayName, email: users.email, systemAccount: users.systemAccount };

/** A ledger entry with its owner's name and e-mail (users joined in the same query). */
const transactionWithOwnerColumns = { ...transactionColumns, ...ownerColumns };

const ownerOf = (row: Owner): Owner => ({
  displayName: row.displayName,
  email: row.email,
  systemAccount: row.systemAccount,
});

export interface NewEntry {
  walletId: number;
  transactionAction: number;
  eventType: number;
  amount: number;
  entityType?: string | null;
  entityId?: number | null;
  comment?: string | null;
}

export function createWalletsRepository(db: Database) {
  return {
    /** The wallets of these (user, token_type) pairs, locked for this transaction, in id order (no deadlocks). */
    async lockWallets(tx: Executor, keys: { userId: number; tokenType: number }[]): Promise<WalletRow[]> {
      const condition = sql.join(
        keys.map((key) => sql`(${wallets.userId} = ${key.userId} and ${wallets.tokenType} = ${key.tokenType})`),
        sql` or `,
      );
      return tx.select().from(wallets).where(condition).orderBy(asc(wallets.id)).for('update');
    },

    /** Creates the missing wallets (at balance 0; the database refuses any other start). */
    async createWallets(tx: Executor, keys: { userId: number; tokenType: number }[]): Promise<void> {
      await tx.insert(wallets).values(keys).onConflictDoNothing();
    },

    /** The new operation's id, or null when the key was used before (by a committed operation). */
    async insertOperation(tx: Executor, idempotencyKey: string): Promise<number | null> {
      const [row] = await tx
        .insert(walletOperations)
        .values({ idempotencyKey })
        .onConflictDoNothing()
        .returning({ id: walletOperations.id });
      return row?.id ?? null;
    },

    /** The ledger rows as the database wrote them (balance_after set by the trigger). */
    async insertEntries(
      tx: Executor,
      operationId: number,
      idempotencyKey: string,
      entries: NewEntry[],
    ): Promise<TransactionRow[]> {
      return tx
        .insert(walletTransactions)
        .values(entries.map((entry) => ({ ...entry, operationId, idempotencyKey })))
        .returning();
    },

    async entriesOfOperation(tx: Executor, idempotencyKey: string): Promise<TransactionWithWallet[]> {
      return tx
        .select(transactionColumns)
        .from(walletTransactions)
        .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
        .where(eq(walletTransactions.idempotencyKey, idempotencyKey))
        .orderBy(asc(walletTransactions.id));
    },

    async walletsOf(userId: number, tx: Executor = db): Promise<WalletRow[]> {
      return tx.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(asc(wallets.tokenType));
    },

    async findWallet(id: number): Promise<AdminWalletRow | undefined> {
      const [row] = await db
        .select({ wallet: wallets, ...ownerColumns })
        .from(wallets)
        .innerJoin(users, eq(users.id, wallets.userId))
        .where(eq(wallets.id, id));
      return row ? { ...row.wallet, ...ownerOf(row) } : undefined;
    },

    async listWallets(plan: ListPlan): Promise<{ rows: AdminWalletRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select({ wallet: wallets, ...ownerColumns })
          .from(wallets)
          .innerJoin(users, eq(users.id, wallets.userId))
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(wallets).innerJoin(users, eq(users.id, wallets.userId)).where(plan.where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.wallet, ...ownerOf(row) })),
        total: count?.total ?? 0,
      };
    },

    /**
     * A page of the ledger (one user's, or everyone's for the back-office), each entry with its
     * owner's name and e-mail joined in the same query (no lookups per row).
     */
    async listTransactions(plan: ListPlan, userId?: number): Promise<{ rows: TransactionWithOwner[]; total: number }> {
      const where = and(userId === undefined ? undefined : eq(wallets.userId, userId), plan.where);
      const [rows, [count]] = await Promise.all([
        db
          .select(transactionWithOwnerColumns)
          .from(walletTransactions)
          .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
          .innerJoin(users, eq(users.id, wallets.userId))
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db
          .select({ total: countAll })
          .from(walletTransactions)
          .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
          // No users join: every wallet has its user (user_id not null, on delete restrict), and the
          // list's filters and search touch only ledger and wallet columns.
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Sum of credits minus debits per wallet of a user (invariant checks). */
    async ledgerSums(userId: number): Promise<{ walletId: number; balance: number; ledger: number }[]> {
      const rows = await db
        .select({
          walletId: wallets.id,
          balance: wallets.balance,
          ledger: sql<number>`cast(coalesce(sum(case when ${walletTransactions.eventType} = 10 then ${walletTransactions.amount} else -${walletTransactions.amount} end), 0) as integer)`,
        })
        .from(wallets)
        .leftJoin(walletTransactions, eq(walletTransactions.walletId, wallets.id))
        .where(eq(wallets.userId, userId))
        .groupBy(wallets.id);
      return rows;
    },
  };
}

export type WalletsRepository = ReturnType<typeof createWalletsRepository>;
