import { randomUUID } from 'node:crypto';
import { enums, realtimeChannels, serverEvents, STORED_AMOUNT_MAX, type ErrorKey } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { Publisher } from '../../realtime/publisher';
import type { SettingsReader } from '../settings/settings.reader';
import type { UserEvents } from '../users/user-events';
import type { ActivityLog } from '../activity/activity.service';
import type { Notice, NotifyIn } from '../notifications/notifications.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { StaffCreditCheck } from '../users/staff-credit-cap';
import {
  adminTransactionListSpec,
  adminWalletListSpec,
  myTransactionListSpec,
  type NewEntry,
  type TransactionWithWallet,
  type WalletsRepository,
} from './wallets.repository';
import { presentWallet, presentWallets } from './wallets.schemas';

const { credit, debit } = enums.transaction_event_type;

/** One wallet touched by an operation. */
export interface LedgerLine {
  userId: number;
  tokenType: number;
  direction: 'credit' | 'debit';
  /** Whole tokens, > 0. */
  amount: number;
  /** transaction_action enum. */
  action: number;
  entityType?: string | null;
  entityId?: number | null;
  comment?: string | null;
}

export interface LedgerOperation {
  /** Applies at most once; a retry (even a concurrent one) gets the first result back. */
  idempotencyKey: string;
  lines: LedgerLine[];
  /** The error for an overdraft (default store.insufficient_funds). */
  insufficientFunds?: ErrorKey;
}

export interface LedgerResult {
  /** True when the key had been applied before: nothing changed now. */
  replayed: boolean;
  entries: TransactionWithWallet[];
}

const causeOf = (error: unknown) =>
  ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };

/** The database refused a negative balance (CHECK wallets_balance_not_negative). */
export const isOverdraft = (error: unknown) => {
  const cause = causeOf(error);
  return (
    cause.code === '23514' && (cause.constraint ?? 'wallets_balance_not_negative') === 'wallets_balance_not_negative'
  );
};

/** A ledger operation's idempotency key was taken already (UNIQUE wallet_operations_idempotency_key_unique). */
export const isTakenOperationKey = (error: unknown) => {
  const cause = causeOf(error);
  return cause.code === '23505' && cause.constraint === 'wallet_operations_idempotency_key_unique';
};

/**
 * Applies an operation inside the caller's transaction, with the wallets locked (the service's
 * `post`; the demo seed credits its accounts through it too). Call the service's `announce` after
 * it commits.
 */
export async function postLedgerOperation(
  repository: WalletsRepository,
  tx: Executor,
  operation: LedgerOperation,
): Promise<LedgerResult> {
  const { lines, idempotencyKey } = operation;
  if (!lines.length) throw new Error('a ledger operation needs at least one line');
  const seen = new Set<string>();
  for (const line of lines) {
    if (!Number.isInteger(line.amount) || line.amount <= 0) throw new Error(`bad ledger amount ${line.amount}`);
    const key = `${line.userId}:${line.tokenType}`;
    if (seen.has(key)) throw new Error('one line per wallet in an operation');
    seen.add(key);
  }
  const operationId = await repository.insertOperation(tx, idempotencyKey);
  if (operationId === null) return { replayed: true, entries: await repository.entriesOfOperation(tx, idempotencyKey) };

  const keys = lines.map((line) => ({ userId: line.userId, tokenType: line.tokenType }));
  let locked = await repository.lockWallets(tx, keys);
  if (locked.length < keys.length) {
    await repository.createWallets(tx, keys);
    locked = await repository.lockWallets(tx, keys);
  }
  const walletOf = (line: LedgerLine) =>
    locked.find((wallet) => wallet.userId === line.userId && wallet.tokenType === line.tokenType)!;
  const insufficient = operation.insufficientFunds ?? 'store.insufficient_funds';
  for (const line of lines) {
    if (line.direction === 'debit' && walletOf(line).balance < line.amount) throw new AppError(insufficient);
    // The balance column is an int4: a credit beyond it is refused here, before anything is written,
    // and the caller's transaction (purchase, redeem, refund, adjustment) rolls back whole.
    if (line.direction === 'credit' && walletOf(line).balance + line.amount > STORED_AMOUNT_MAX)
      throw new AppError('store.balance_limit_reached', { max: STORED_AMOUNT_MAX });
  }
  const entries: NewEntry[] = lines.map((line) => ({
    walletId: walletOf(line).id,
    transactionAction: line.action,
    eventType: line.direction === 'credit' ? credit : debit,
    amount: line.amount,
    entityType: line.entityType ?? null,
    entityId: line.entityId ?? null,
    comment: line.comment ?? null,
  }));
  try {
    const rows = await repository.insertEntries(tx, operationId, idempotencyKey, entries);
    return {
      replayed: false,
      entries: rows.map((row) => {
        const wallet = locked.find((w) => w.id === row.walletId)!;
        return { ...row, userId: wallet.userId, tokenType: wallet.tokenType };
      }),
    };
  } catch (error) {
    // The check is above; this is the database's own refusal, should anything slip past it.
    if (isOverdraft(error)) throw new AppError(insufficient);
    throw error;
  }
}

/**
 * One wallet per token type for an account, at balance 0, so that staff see each and can adjust it
 * from the wallets list (a wallet is otherwise created by its first ledger line).
 */
function openAccountWallets(repository: WalletsRepository, tx: Executor, userId: number): Promise<void> {
  return repository.createWallets(
    tx,
    Object.values(enums.token_type).map((tokenType) => ({ userId, tokenType })),
  );
}

/** The sign-up credit (action 50) of `amount` coins; keyed signup:{userId}, so it applies once. */
function initialBalanceOperation(userId: number, amount: number): LedgerOperation {
  return {
    idempotencyKey: `signup:${userId}`,
    lines: [
      {
        userId,
        tokenType: enums.token_type.coins,
        direction: 'credit',
        amount,
        action: enums.transaction_action.initial_balance,
        entityType: 'user',
        entityId: userId,
      },
    ],
  };
}

/**
 * A new account's wallets and its sign-up credit of `amount` coins (setting initial_coin_balance),
 * inside the caller's transaction. Run again, it changes nothing: the wallets exist and the credit
 * replays (keyed signup:{userId}). The credit's result, to announce once committed; null for none.
 */
export async function openSignUpWalletsIn(
  repository: WalletsRepository,
  tx: Executor,
  userId: number,
  amount: number,
): Promise<LedgerResult | null> {
  await openAccountWallets(repository, tx, userId);
  return amount > 0 ? postLedgerOperation(repository, tx, initialBalanceOperation(userId, amount)) : null;
}

export interface WalletsServiceDeps {
  db: Database;
  wallets: WalletsRepository;
  settings: SettingsReader;
  publisher: Publisher;
  events: UserEvents;
  activity: Pick<ActivityLog, 'record'>;
  staffCredit: StaffCreditCheck;
  /** Staff adjustments tell the player (notification type `wallet`). */
  notifyIn: NotifyIn;
}

/**
 * The ledger. Every balance change is an operation: an idempotency key plus one line per wallet,
 * applied in one transaction with the wallets locked (select … for update, in id order). The
 * database does the arithmetic and refuses what breaks the invariants (migration
 * economy_triggers); this service adds readable errors, idempotent replays and the events.
 */
export function createWalletsService(deps: WalletsServiceDeps) {
  const { db, wallets: repository } = deps;

  /** Applies an operation inside the caller's transaction. Call `announce` after it commits. */
  const post = (tx: Executor, operation: LedgerOperation) => postLedgerOperation(repository, tx, operation);

  /** wallet.updated with each touched wallet's new balance, and user.updated (drops cached /users/me). */
  async function announce(result: LedgerResult): Promise<void> {
    if (result.replayed) return;
    const latest = new Map<number, TransactionWithWallet>();
    for (const entry of result.entries) {
      const before = latest.get(entry.walletId);
      if (!before || before.id < entry.id) latest.set(entry.walletId, entry);
    }
    const userIds = new Set<number>();
    for (const entry of latest.values()) {
      userIds.add(entry.userId);
      await deps.publisher.publish(realtimeChannels.user(entry.userId), serverEvents.walletUpdated, {
        id: entry.walletId,
        token_type: entry.tokenType,
        balance: entry.balanceAfter,
        updated_at: entry.createdAt.toISOString(),
      });
    }
    for (const userId of userIds) deps.events.emit(serverEvents.userUpdated, userId);
  }

  /** An operation in a transaction of its own, announced once committed. */
  async function run(operation: LedgerOperation): Promise<LedgerResult> {
    const result = await db.transaction((tx) => post(tx, operation));
    await announce(result);
    return result;
  }

  return {
    post,
    announce,
    run,

    credit: (line: Omit<LedgerLine, 'direction'>, idempotencyKey: string) =>
      run({ idempotencyKey, lines: [{ ...line, direction: 'credit' }] }),

    debit: (line: Omit<LedgerLine, 'direction'>, idempotencyKey: string) =>
      run({ idempotencyKey, lines: [{ ...line, direction: 'debit' }] }),

    /** Moves tokens between two users' wallets, all or nothing (gift: action 40). */
    transfer(input: {
      fromUserId: number;
      toUserId: number;
      tokenType: number;
      amount: number;
      action: number;
      idempotencyKey: string;
      comment?: string;
    }) {
      const common = { tokenType: input.tokenType, amount: input.amount, action: input.action, comment: input.comment };
      return run({
        idempotencyKey: input.idempotencyKey,
        lines: [
          { ...common, userId: input.fromUserId, direction: 'debit', entityType: 'user', entityId: input.toUserId },
          { ...common, userId: input.toUserId, direction: 'credit', entityType: 'user', entityId: input.fromUserId },
        ],
      });
    },

    /** A new account's wallets and sign-up credit, together (openSignUpWalletsIn); safe to run again. */
    async openSignUpWallets(userId: number): Promise<void> {
      const amount = await deps.settings.integer('initial_coin_balance');
      const result = await db.transaction((tx) => openSignUpWalletsIn(repository, tx, userId, amount));
      if (result) await announce(result);
    },

    /**
     * Staff adjustment (action 60): a signed amount and a comment, both required (spec section 5). A
     * credit that takes the staff member's day past the setting staff_credit_cap needs an administrator
     * (decision 0096); the adjustment commits with its wallets.adjusted entry (balance before and
     * after) and the player's notification, and a replay logs and tells nothing again.
     */
    async adjust(
      actor: StaffActor,
      input: {
        user_id: number;
        token_type: number;
        amount?: number | null;
        comment?: string | null;
        idempotency_key?: string;
      },
    ) {
      const errors: Record<string, { key: string }[]> = {};
      if (input.amount === undefined || input.amount === null || input.amount === 0)
        errors.amount = [{ key: 'validation.wallet_adjustment' }];
      if (!input.comment) errors.comment = [{ key: 'validation.wallet_adjustment' }];
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const amount = input.amount!;
      const comment = input.comment!;
      const operation: LedgerOperation = {
        // Each staff member's keys are their own: two clients choosing the same key never meet.
        idempotencyKey: `admin:${actor.id}:${input.idempotency_key ?? randomUUID()}`,
        lines: [
          {
            userId: input.user_id,
            tokenType: input.token_type,
            direction: amount > 0 ? 'credit' : 'debit',
            amount: Math.abs(amount),
            action: enums.transaction_action.admin_adjustment,
            entityType: 'admin',
            entityId: actor.id,
            comment,
          },
        ],
        // Nothing is being bought: say what the staff member tried.
        insufficientFunds: 'store.adjustment_exceeds_balance',
      };
      const { posted: result, notice } = await deps
        .staffCredit(actor, (charge) =>
          db.transaction(async (tx): Promise<{ posted: LedgerResult; notice: Notice | null }> => {
            const posted = await post(tx, operation);
            const line = posted.entries[0]!;
            if (posted.replayed) return { posted, notice: null };
            // A replay credited nothing new; a credit counts against the day's cap, in this transaction.
            await charge(tx, amount);
            await recordStaffAction(
              deps.activity,
              {
                event: 'wallets.adjusted',
                actorId: actor.id,
                subject: { type: 'user', id: input.user_id },
                request: actor.request,
                details: { wallet_id: line.walletId, token_type: input.token_type, amount, comment },
                before: { balance: line.balanceAfter - amount },
                after: { balance: line.balanceAfter },
              },
              tx,
            );
            const notice = await deps.notifyIn(tx, input.user_id, {
              notification_type: 'wallet',
              token_type: input.token_type,
              amount,
            });
            return { posted, notice };
          }),
        )
        .catch((error: unknown) => {
          // No such user: the wallet's foreign key refuses it.
          if (causeOf(error).code === '23503')
            throw AppError.validation({ user_id: [{ key: 'validation.in', params: { attribute: 'user' } }] });
          throw error;
        });
      await announce(result);
      await notice?.();
      const entry = result.entries[0]!;
      // A retry is the same adjustment; the key sent again with another one applies nothing, and says so.
      const signed = entry.eventType === credit ? entry.amount : -entry.amount;
      const sameAdjustment =
        entry.userId === input.user_id &&
        entry.tokenType === input.token_type &&
        signed === amount &&
        entry.comment === comment;
      if (result.replayed && !sameAdjustment) throw new AppError('store.idempotency_key_reused');
      return entry;
    },

    async walletsOf(userId: number) {
      return presentWallets(await repository.walletsOf(userId));
    },

    async myTransactions(userId: number, query: ListQuery) {
      const { rows, total } = await repository.listTransactions(planList(query, myTransactionListSpec), userId);
      return { rows, meta: pageMeta(query, total) };
    },

    async transactions(query: ListQuery) {
      const { rows, total } = await repository.listTransactions(planList(query, adminTransactionListSpec));
      return { rows, meta: pageMeta(query, total) };
    },

    async listWallets(query: ListQuery) {
      const { rows, total } = await repository.listWallets(planList(query, adminWalletListSpec));
      return { rows, meta: pageMeta(query, total) };
    },

    async getWallet(id: number) {
      const row = await repository.findWallet(id);
      if (!row) throw new AppError('general.not_found');
      return row;
    },

    presentWallet,
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
