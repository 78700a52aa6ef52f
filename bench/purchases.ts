/**
 * Purchases benchmark: in-game-currency purchases per second through the API (POST /store/orders
 * via app.inject: guards, checks, order, ledger debit with its row lock, the ledger trigger,
 * completion) against the same ledger insert done with the raw pg driver (BEGIN; insert the
 * operation; insert the debit; COMMIT), same PostgreSQL database, same concurrency, same run.
 * Then the ledger invariants are checked over every wallet.
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it, migrated, seeded and
 * dropped at the end (BENCH_KEEP_DB=1 keeps it). BENCH_DURATION seconds per run (default 10),
 * BENCH_CONCURRENCY parallel buyers (default 20, one user each). Exit code 0 whatever the figures;
 * 1 when the invariants do not hold or a run had errors.
 */
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@golf/server/src/app';
import { loadConfig } from '@golf/server/src/config/config';
import { openPostgres } from '@golf/server/src/db/client';
import { runMigrations } from '@golf/server/src/db/migrate';
import { abilities, roles, sessions, userAbilities, userRoles, users } from '@golf/server/src/db/schema';
import { seedDemoData } from '@golf/server/src/db/seed';
import { signSessionToken } from '@golf/server/src/modules/auth/sessions';
import { environmentFacts, fixed, formatTable, percent, redactUrl, writeResults } from './lib/report';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('DATABASE_URL=postgres://… is required (a fresh database is created on that server)');
  process.exit(1);
}
const durationMs = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const WARMUP_MS = 1000;

function withDatabase(base: string, name: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `worker(i)` in `concurrency` loops for durationMs; counts completed calls and errors. */
async function drive(worker: (i: number) => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  let done = 0;
  let failed = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      while (Date.now() < until) {
        if (await worker(i)) done += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { done, failed, seconds, perSecond: done / seconds };
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const name = `bench_purchases_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = withDatabase(url!, name);
  const facts = environmentFacts();
  console.log(
    `Purchases benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${name} on ${redactUrl(url)}; ` +
      `${concurrency} buyers, pool ${poolSize}, ${durationMs / 1000} s per run`,
  );

  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_DRIVER: 'test',
    SECRET: secret,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: String(poolSize),
  });
  const database = openPostgres(dbUrl, poolSize);
  const raw = new pg.Pool({ connectionString: dbUrl, max: poolSize });
  let exitCode = 0;
  try {
    await runMigrations(database);
    await seedDemoData(database.db);
    const app = await buildApp(config, { database });
    await app.ready();
    const { db } = database;

    // Staff (to set up products and funds) and one buyer per worker, each with a session.
    const bearer = async (userId: number) => {
      const token = randomBytes(24).toString('base64url');
      await db.insert(sessions).values({ userId, token, expiresAt: new Date(Date.now() + 3600_000) });
      return { authorization: `Bearer ${signSessionToken(token, secret)}` };
    };
    const makeUser = async (label: string) => {
      const [row] = await db
        .insert(users)
        .values({
          name: label,
          email: `${label}@bench.test`,
          emailVerified: true,
          displayName: label,
          referralCode: label.toUpperCase().slice(0, 12),
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const adminId = await makeUser('benchadmin');
    const [administrator] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.name, ['administrator']));
    await db.insert(userRoles).values({ userId: adminId, roleId: administrator!.id });
    const [access] = await db
      .select({ id: abilities.id })
      .from(abilities)
      .where(inArray(abilities.name, ['access-backoffice']));
    await db.insert(userAbilities).values({ userId: adminId, abilityId: access!.id }).onConflictDoNothing();
    const adminHeaders = await bearer(adminId);

    const inject = async (method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: object) => {
      const response = await app.inject({ method, url: path, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const product = await inject('POST', '/api/v1/admin/products', adminHeaders, { name: 'Bench item', type: 30 });
    const price = await inject('POST', '/api/v1/admin/prices', adminHeaders, {
      product_id: product.data.id,
      price_type: 20,
      amount: 1,
      token_type: 10,
    });
    const buyers: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < concurrency; i++) {
      const id = await makeUser(`buyer${i}`);
      await inject('POST', '/api/v1/admin/wallets/adjustments', adminHeaders, {
        user_id: id,
        token_type: 10,
        amount: 1_000_000_000,
        comment: 'benchmark funds',
      });
      buyers.push({ id, headers: await bearer(id) });
    }
    const rowsOf = async <T>(query: Parameters<typeof db.execute>[0]) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const walletIds = (
      await rowsOf<{ id: number }>(
        sql`select id from wallets where token_type = 10 and user_id in (${sql.join(
          buyers.map((b) => sql`${b.id}`),
          sql`, `,
        )}) order by user_id`,
      )
    ).map((row) => Number(row.id));

    const buyThroughApi = async (i: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/store/orders',
        headers: buyers[i]!.headers,
        payload: { price_id: price.data.id },
      });
      return response.statusCode === 201;
    };
    let rawSeq = 0;
    const insertRaw = async (i: number) => {
      const client = await raw.connect();
      try {
        const key = `raw:${i}:${(rawSeq += 1)}`;
        await client.query('begin');
        const op = await client.query('insert into wallet_operations (idempotency_key) values ($1) returning id', [
          key,
        ]);
        await client.query(
          `insert into wallet_transactions (operation_id, wallet_id, transaction_action, event_type, amount, entity_type, idempotency_key)
           values ($1, $2, 30, 20, 1, 'bench', $3)`,
          [op.rows[0].id, walletIds[i], key],
        );
        await client.query('commit');
        return true;
      } catch {
        await client.query('rollback').catch(() => {});
        return false;
      } finally {
        client.release();
      }
    };

    await drive(buyThroughApi, WARMUP_MS);
    await drive(insertRaw, WARMUP_MS);
    const rawFirst = await drive(insertRaw, durationMs);
    const api = await drive(buyThroughApi, durationMs);
    const rawSecond = await drive(insertRaw, durationMs);
    const baseline = (rawFirst.perSecond + rawSecond.perSecond) / 2;
    const ratio = api.perSecond / baseline;

    // The invariants, over every wallet of the database.
    const [check] = await rowsOf<{
      wallets: number;
      mismatched: number;
      negative: number;
      completed_orders: number;
      order_debits: number;
    }>(sql`
        with sums as (
          select w.id, w.balance,
                 coalesce(sum(case when t.event_type = 10 then t.amount else -t.amount end), 0) as ledger
          from wallets w left join wallet_transactions t on t.wallet_id = w.id group by w.id)
        select count(*)::int as wallets,
               count(*) filter (where balance <> ledger)::int as mismatched,
               count(*) filter (where balance < 0)::int as negative,
               (select count(*)::int from orders where status = 60) as completed_orders,
               (select count(*)::int from wallet_transactions where transaction_action = 30 and event_type = 20 and entity_type = 'order') as order_debits
        from sums`);
    const invariantsHold =
      check!.mismatched === 0 && check!.negative === 0 && check!.completed_orders === check!.order_debits;

    console.log(
      `\n${formatTable(
        [
          ['run', 'completed', 'errors', 'per second'],
          ['raw pg ledger insert (1)', String(rawFirst.done), String(rawFirst.failed), fixed(rawFirst.perSecond, 0)],
          ['POST /store/orders (in-game currency)', String(api.done), String(api.failed), fixed(api.perSecond, 0)],
          ['raw pg ledger insert (2)', String(rawSecond.done), String(rawSecond.failed), fixed(rawSecond.perSecond, 0)],
        ],
        [1, 2, 3],
      )}`,
    );
    console.log(
      `\nAPI purchases / raw ledger insert: ${percent(ratio)} (baseline drift ${percent(
        Math.abs(rawFirst.perSecond - rawSecond.perSecond) / baseline,
      )})`,
    );
    console.log(
      `Invariants: ${check!.wallets} wallets, ${check!.mismatched} with balance ≠ ledger sum, ${check!.negative} negative; ` +
        `${check!.completed_orders} completed orders, ${check!.order_debits} order debits → ${invariantsHold ? 'OK' : 'BROKEN'}`,
    );
    const path = writeResults('purchases', startedAt, {
      startedAt: startedAt.toISOString(),
      environment: facts,
      database: redactUrl(dbUrl),
      settings: { durationMs, concurrency, poolSize },
      runs: { rawFirst, api, rawSecond },
      ratio,
      invariants: { ...check, hold: invariantsHold },
    });
    console.log(`results: ${path}`);
    if (!invariantsHold || api.failed > 0 || rawFirst.failed > 0 || rawSecond.failed > 0) exitCode = 1;
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    if (process.env.BENCH_KEEP_DB !== '1') {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
  return exitCode;
}

process.exitCode = await main();
