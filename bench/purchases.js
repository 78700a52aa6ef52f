/**
 * Purchases benchmark: in-game-currency purchases per second through the API (POST /store/orders
 * through the app in this process, lib/dispatch.ts: guards, checks, order, ledger debit with its
 * row lock, the ledger trigger, completion) against the same ledger insert done with the raw pg
 * driver (BEGIN; insert the operation; insert the debit; COMMIT), same PostgreSQL database, same
 * concurrency, same run.
 * Then the ledger invariants are checked over every wallet.
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it, migrated, seeded and
 * dropped at the end (BENCH_KEEP_DB=1 keeps it). BENCH_DURATION seconds per run (default 10),
 * BENCH_CONCURRENCY parallel buyers (default 20, one user each). Exit code 0 whatever the figures;
 * 1 when the invariants do not hold or a run had errors.
 */
import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '@golf/server/src/db/client';
import { abilities, roles, userAbilities, userRoles } from '@golf/server/src/db/schema';
import { dispatch } from './lib/dispatch';
import { benchSettings, rawApiRaw, rawTransaction, runsTable, withPostgresBench } from './lib/postgres-app';
import { fixed, percent, writeResults } from './lib/report';
const settings = benchSettings({ concurrency: 20, poolSize: 10 });
const { durationMs, concurrency, poolSize } = settings;
const WARMUP_MS = 1000;
async function main() {
    const startedAt = new Date();
    return withPostgresBench('purchases', settings, (database, facts) => `Purchases benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${database}; ` +
        `${concurrency} buyers, pool ${poolSize}, ${durationMs / 1000} s per run`, async ({ app, database, raw, databaseLabel, facts, createUser, bearer, request }) => {
        const { db } = database;
        // Staff (to set up products and funds) and one buyer per worker, each with a session.
        const adminId = await createUser('benchadmin');
        const [administrator] = await db
            .select({ id: roles.id })
            .from(roles)
            .where(inArray(roles.name, ['administrator']));
        await db.insert(userRoles).values({ userId: adminId, roleId: administrator.id });
        const [access] = await db
            .select({ id: abilities.id })
            .from(abilities)
            .where(inArray(abilities.name, ['access-backoffice']));
        await db.insert(userAbilities).values({ userId: adminId, abilityId: access.id }).onConflictDoNothing();
        const adminHeaders = await bearer(adminId);
        const product = await request('POST', '/api/v1/admin/products', adminHeaders, { name: 'Bench item', type: 30 });
        const price = await request('POST', '/api/v1/admin/prices', adminHeaders, {
            product_id: product.data.id,
            price_type: 20,
            amount: 1,
            token_type: 10,
        });
        const buyers = [];
        for (let i = 0; i < concurrency; i++) {
            const id = await createUser(`buyer${i}`);
            await request('POST', '/api/v1/admin/wallets/adjustments', adminHeaders, {
                user_id: id,
                token_type: 10,
                amount: 1_000_000_000,
                comment: 'benchmark funds',
            });
            buyers.push({ id, headers: await bearer(id) });
        }
        const rowsOf = (query) => queryRows(db, query);
        const walletIds = (await rowsOf(sql `select id from wallets where token_type = 10 and user_id in (${sql.join(buyers.map((b) => sql `${b.id}`), sql `, `)}) order by user_id`)).map((row) => Number(row.id));
        const buyThroughApi = async (i) => {
            const response = await dispatch(app, 'POST', '/api/v1/store/orders', buyers[i].headers, {
                price_id: price.data.id,
            });
            return response.statusCode === 201;
        };
        let rawSeq = 0;
        const insertRaw = (i) => rawTransaction(raw, async (client) => {
            const key = `raw:${i}:${(rawSeq += 1)}`;
            const op = await client.query('insert into wallet_operations (idempotency_key) values ($1) returning id', [
                key,
            ]);
            await client.query(`insert into wallet_transactions (operation_id, wallet_id, transaction_action, event_type, amount, entity_type, idempotency_key)
           values ($1, $2, 30, 20, 1, 'bench', $3)`, [op.rows[0].id, walletIds[i], key]);
        });
        const { rawFirst, api, rawSecond, baseline, ratio, drift } = await rawApiRaw(buyThroughApi, insertRaw, settings, WARMUP_MS);
        // The invariants, over every wallet of the database.
        const [check] = await rowsOf(sql `
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
        const invariantsHold = check.mismatched === 0 && check.negative === 0 && check.completed_orders === check.order_debits;
        console.log(`\n${runsTable([
            ['raw pg ledger insert (1)', rawFirst],
            ['POST /store/orders (in-game currency)', api],
            ['raw pg ledger insert (2)', rawSecond],
        ])}`);
        console.log(`\nAPI purchases / raw ledger insert: ${percent(ratio)} (baseline ${fixed(baseline, 0)}/s, drift ${percent(drift)})`);
        console.log(`Invariants: ${check.wallets} wallets, ${check.mismatched} with balance ≠ ledger sum, ${check.negative} negative; ` +
            `${check.completed_orders} completed orders, ${check.order_debits} order debits → ${invariantsHold ? 'OK' : 'BROKEN'}`);
        const path = writeResults('purchases', startedAt, {
            startedAt: startedAt.toISOString(),
            environment: facts,
            database: databaseLabel,
            settings: { durationMs, concurrency, poolSize },
            runs: { rawFirst, api, rawSecond },
            ratio,
            invariants: { ...check, hold: invariantsHold },
        });
        console.log(`results: ${path}`);
        return !invariantsHold || api.failed > 0 || rawFirst.failed > 0 || rawSecond.failed > 0 ? 1 : 0;
    });
}
process.exitCode = await main();
