import { eq, getTableColumns, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { enums } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { orderItems, orders, prices, products, users, walletTransactions } from '../../db/schema';
import type { TransactionRow } from '../wallets/wallets.repository';
import { OPEN_CHECKOUT } from './order-states';
import { PURCHASE_LOCK, type OrderItemRow, type OrderRow } from './orders.repository';

/**
 * The statements an in-game-currency purchase runs (in-game-checkout.ts), built once and prepared:
 * the price's read, the buyer's lock, what the rules need under it, and the write. Hand-written SQL
 * with named parameters, as the stroke's (play/strokes/stroke-statements.ts): building these with
 * the query builder in every purchase was most of the process's CPU a purchase.
 */

const S = enums.order_status;
const dialect = new PgDialect();
const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

const OPEN = OPEN_CHECKOUT.join(', ');
const HOLDING = [S.paid, S.completed, ...OPEN_CHECKOUT].join(', ');

/**
 * The price, its product, the buyer's standing, whether they have stale checkouts and their wallet for the
 * price's token, in one round trip without a lock.
 */
export function preparePurchaseRead(db: Database) {
  return db
    .select({
      userFound: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${p('userId', 'integer')})`,
      suspendedAt:
        sql<Date | null>`(select ${users.suspendedAt} from ${users} where ${users.id} = ${p('userId', 'integer')})`.mapWith(
          users.suspendedAt,
        ),
      emailVerified: sql<boolean>`coalesce((select ${users.emailVerified} from ${users} where ${users.id} = ${p('userId', 'integer')}), false)`,
      // What a purchase that needs no lock uses (in-game-checkout.ts); one that locks reads it again under the lock.
      stale: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${p('userId', 'integer')}
        and ${orders.status} in (${sql.raw(OPEN)}) and ${orders.createdAt} < ${p('deadline', 'timestamptz')})`,
      walletId: sql<
        number | null
      >`(select id from wallets where user_id = ${p('userId', 'integer')} and token_type = ${prices.tokenType})`.mapWith(
        Number,
      ),
      balance:
        sql<number>`coalesce((select balance from wallets where user_id = ${p('userId', 'integer')} and token_type = ${prices.tokenType}), 0)`.mapWith(
          Number,
        ),
      price: prices,
      product: products,
      // The row versions the rules were evaluated on: a plain purchase made from them later checks
      // that they are still current (preparePlainPurchase).
      priceVersion: sql<string>`${prices}.xmin::text`,
      productVersion: sql<string | null>`${products}.xmin::text`,
    })
    .from(prices)
    .leftJoin(products, eq(products.id, prices.productId))
    .where(eq(prices.id, sql.placeholder('priceId')))
    .prepare('purchase_read');
}

/** A table's columns in declaration order, for a select list of `alias.column` and its row mapper. */
function columnsOf(table: PgTable) {
  return Object.entries(getTableColumns(table)) as [string, PgColumn][];
}

/** Maps a row's values (array mode, driver values) from `offset` on to `columns` as Drizzle would. */
function mapRow<Row>(columns: [string, PgColumn][], values: unknown[], offset: number): Row {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i]!;
    const value = values[offset + i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

const selectList = (alias: string, columns: [string, PgColumn][]) =>
  columns.map(([, column]) => `${alias}."${column.name}"`).join(', ');

/** What the rules need, read under the buyer's lock: stale checkouts, a replayed key, what is held, the wallet. */
export interface PurchaseState {
  /** The buyer has open checkouts past their deadline (they are expired before anything counts them). */
  stale: boolean;
  /** The buyer's order under the purchase's idempotency key. */
  replayId: number | null;
  /** What the buyer holds of the product: owned, plus open checkouts (the max_qty check); 0 unless asked. */
  held: number;
  walletId: number | null;
  balance: number;
}

const stateQuery: Query = dialect.sqlToQuery(sql`
  select
    exists (select 1 from orders where user_id = ${p('userId', 'integer')} and status in (${sql.raw(OPEN)})
      and created_at < ${p('deadline', 'timestamptz')}),
    (select id from orders where user_id = ${p('userId', 'integer')} and idempotency_key = ${p('key', 'text')}),
    case when ${p('countHeld', 'boolean')} then
      (select coalesce(sum(item.quantity), 0)::integer from order_items item join orders o on o.id = item.order_id
        where o.user_id = ${p('userId', 'integer')} and o.status in (${sql.raw(HOLDING)})
          and item.product_id = ${p('productId', 'integer')})
    else 0 end,
    wallet.id, coalesce(wallet.balance, 0)
  from (select 1) one
  left join wallets wallet on wallet.user_id = ${p('userId', 'integer')} and wallet.token_type = ${p('tokenType', 'integer')}`);

const ORDER_COLUMNS = columnsOf(orders);
const ITEM_COLUMNS = columnsOf(orderItems);
const ENTRY_COLUMNS = columnsOf(walletTransactions);

/**
 * The order (completed, paid now), its item, the ledger operation keyed order:{id} and its debit,
 * whose trigger moves the wallet's balance (and refuses an overdraft, 23514), as the data-modifying
 * parts of one statement. `from` gates the order's insert (each later insert follows from it) and
 * gives the wallet's id; `onTakenKey` is what happens when the operation's key exists already.
 */
const orderWrites = (from: SQL, walletId: SQL, onTakenKey: SQL) => sql`
  new_order as (
    insert into orders (user_id, status, price_type, token_type, total_amount, idempotency_key, paid_at, completed_at)
    select ${p('userId', 'integer')}, ${sql.raw(String(S.completed))}, ${p('priceType', 'integer')},
      ${p('tokenType', 'integer')}, ${p('total', 'integer')}, ${p('key', 'text')}, ${p('now', 'timestamptz')},
      ${p('now', 'timestamptz')}
    ${from}
    returning *),
  item as (
    insert into order_items (order_id, price_id, product_id, name, quantity, unit_amount)
    select id, ${p('priceId', 'integer')}, ${p('productId', 'integer')}, ${p('name', 'text')},
      ${p('quantity', 'integer')}, ${p('unitAmount', 'integer')}
    from new_order
    returning *),
  operation as (
    insert into wallet_operations (idempotency_key) select 'order:' || id from new_order
    ${onTakenKey}
    returning id, idempotency_key),
  entry as (
    insert into wallet_transactions
      (operation_id, wallet_id, transaction_action, event_type, amount, entity_type, entity_id, comment, idempotency_key)
    select operation.id, ${walletId}, ${sql.raw(String(enums.transaction_action.purchase))},
      ${sql.raw(String(enums.transaction_event_type.debit))}, ${p('total', 'integer')}, 'order', new_order.id,
      ${p('name', 'text')}, operation.idempotency_key
    from operation, new_order
    returning *)`;

/**
 * The purchase's write inside the locked transaction. The operation's key is new with the order;
 * should it exist all the same, nothing is debited here and the entry comes back null (the caller
 * posts it the usual way).
 */
const writeQuery: Query = dialect.sqlToQuery(
  sql`with ${orderWrites(sql``, p('walletId', 'integer'), sql`on conflict do nothing`)}
  select ${sql.raw(selectList('new_order', ORDER_COLUMNS))}, ${sql.raw(selectList('item', ITEM_COLUMNS))},
    ${sql.raw(selectList('entry', ENTRY_COLUMNS))}
  from new_order cross join item left join entry on true` as SQL,
);

/**
 * A plain purchase (decision 0102) as one statement, outside any transaction: the write, made only
 * when the buyer may buy (found, not suspended, e-mail verified), has no stale checkout to sweep and
 * a balance for the total, and the price's and the product's rows are the versions the caller
 * checked the rules on. Otherwise nothing is written and no row comes back: the caller then takes
 * the general path, which answers with the refusal in its order. A taken operation key is an error
 * here (23505), so that the order never stands without its debit.
 */
const plainQuery: Query = dialect.sqlToQuery(
  sql`with buyer as (
    select wallet.id as wallet_id
    from users account
    join wallets wallet on wallet.user_id = account.id and wallet.token_type = ${p('tokenType', 'integer')}
    where account.id = ${p('userId', 'integer')} and account.suspended_at is null and account.email_verified
      and wallet.balance >= ${p('total', 'integer')}
      and exists (select 1 from prices where id = ${p('priceId', 'integer')} and xmin = ${p('priceVersion', 'xid')})
      and exists (select 1 from products where id = ${p('productId', 'integer')} and xmin = ${p('productVersion', 'xid')})
      and not exists (select 1 from orders where user_id = ${p('userId', 'integer')} and status in (${sql.raw(OPEN)})
        and created_at < ${p('deadline', 'timestamptz')})),
  ${orderWrites(sql`from buyer`, sql`(select wallet_id from buyer)`, sql``)}
  select new_order.id, new_order.created_at, new_order.updated_at, item.id, entry.id, entry.wallet_id,
    entry.operation_id, entry.balance_after, entry.created_at
  from new_order, item, entry` as SQL,
);

export interface PurchaseWrite {
  userId: number;
  priceId: number;
  productId: number;
  priceType: number;
  tokenType: number;
  walletId: number;
  unitAmount: number;
  quantity: number;
  total: number;
  name: string;
  key: string | null;
  now: Date;
}

export interface PurchaseWritten {
  order: OrderRow;
  item: OrderItemRow;
  /** Null when the ledger operation's key existed already (nothing debited by this statement). */
  entry: TransactionRow | null;
}

type Rows<T> = PreparedQueryConfig & { execute: T[] };

function mapWritten(values: unknown[]): PurchaseWritten {
  const entryAt = ORDER_COLUMNS.length + ITEM_COLUMNS.length;
  return {
    order: mapRow<OrderRow>(ORDER_COLUMNS, values, 0),
    item: mapRow<OrderItemRow>(ITEM_COLUMNS, values, ORDER_COLUMNS.length),
    entry: values[entryAt] === null ? null : mapRow<TransactionRow>(ENTRY_COLUMNS, values, entryAt),
  };
}

/** What a plain purchase is made from: the write, and the row versions its rules were checked on. */
export interface PlainPurchase extends Omit<PurchaseWrite, 'walletId'> {
  priceVersion: string;
  productVersion: string;
  /** Open checkouts created before this are stale (the purchase then takes the general path). */
  deadline: Date;
}

/**
 * The plain purchase's statement, prepared once on the database's pool (no transaction: it is one
 * statement). Answers what it wrote, or undefined when it wrote nothing.
 */
export function preparePlainPurchase(db: Database) {
  const statement = db._.session.prepareQuery<Rows<unknown[]>>(
    plainQuery,
    undefined,
    'purchase_plain',
    true,
    (rows) => rows,
  );
  const at = (value: unknown) => orders.createdAt.mapFromDriverValue(value as string) as Date;
  return async (purchase: PlainPurchase): Promise<PurchaseWritten | undefined> => {
    const [values] = await statement.execute({
      ...purchase,
      now: purchase.now.toISOString(),
      deadline: purchase.deadline.toISOString(),
    });
    if (!values) return undefined;
    // The statement answers only what the database chose (ids, times, the balance after); the rest is
    // what it was given, so each row is not sent back and decoded column by column.
    const [orderId, createdAt, updatedAt, itemId, entryId, walletId, operationId, balanceAfter, enteredAt] = values;
    const { userId, priceType, tokenType, total, key, now, name } = purchase;
    const order: OrderRow = {
      id: Number(orderId),
      userId,
      status: S.completed,
      priceType,
      currency: null,
      tokenType,
      totalAmount: total,
      provider: null,
      providerSessionId: null,
      idempotencyKey: key,
      returnUrl: null,
      paidAt: now,
      completedAt: now,
      canceledAt: null,
      refundedAt: null,
      refundReason: null,
      createdAt: at(createdAt),
      updatedAt: at(updatedAt),
    };
    return {
      order,
      item: {
        id: Number(itemId),
        orderId: order.id,
        priceId: purchase.priceId,
        productId: purchase.productId,
        subscriptionId: null,
        name,
        quantity: purchase.quantity,
        unitAmount: purchase.unitAmount,
        planDays: null,
      },
      entry: {
        id: Number(entryId),
        operationId: Number(operationId),
        walletId: Number(walletId),
        transactionAction: enums.transaction_action.purchase,
        eventType: enums.transaction_event_type.debit,
        amount: total,
        balanceAfter: Number(balanceAfter),
        entityType: 'order',
        entityId: order.id,
        comment: name,
        idempotencyKey: `order:${order.id}`,
        createdAt: at(enteredAt),
      },
    };
  };
}

/** The buyer's lock, the state read and the write, prepared on `tx`'s connection. */
export function purchaseStatements(tx: Executor) {
  const session = (tx as Database)._.session;
  const lock = session.prepareQuery<Rows<unknown>>(
    dialect.sqlToQuery(sql`select pg_advisory_xact_lock(${sql.raw(String(PURCHASE_LOCK))}, ${p('userId', 'integer')})`),
    undefined,
    'purchase_lock',
    true,
    (rows) => rows,
  );
  const state = session.prepareQuery<Rows<PurchaseState>>(stateQuery, undefined, 'purchase_state', true, (rows) =>
    rows.map(([stale, replayId, held, walletId, balance]) => ({
      stale: stale === true || stale === 't',
      replayId: replayId === null ? null : Number(replayId),
      held: Number(held),
      walletId: walletId === null ? null : Number(walletId),
      balance: Number(balance),
    })),
  );
  const write = session.prepareQuery<Rows<PurchaseWritten>>(writeQuery, undefined, 'purchase_write', true, (rows) =>
    rows.map(mapWritten),
  );
  return {
    lock: async (userId: number) => void (await lock.execute({ userId })),
    state: async (of: {
      userId: number;
      productId: number;
      tokenType: number;
      key: string | null;
      deadline: Date;
      /** Sum what the buyer holds (only a product with a max_qty needs it: it reads all their orders of it). */
      countHeld: boolean;
    }) => (await state.execute({ ...of, deadline: of.deadline.toISOString() }))[0]!,
    write: async (purchase: PurchaseWrite) =>
      (await write.execute({ ...purchase, now: purchase.now.toISOString() }))[0]!,
  };
}
