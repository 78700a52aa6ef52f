import { describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX, GRANT_DAYS_MAX, STORED_AMOUNT_MAX, enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  createEconomyAdmin,
  expectLedgerConsistent,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';
import { sql } from 'drizzle-orm';
import { REDEEM_BODY_LIMIT } from './vouchers.schemas';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
let n = 0;
const batchName = (base: string) => `${base}-${(n += 1)}-${Date.now()}`;

async function createBatch(payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/admin/vouchers', headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    batch: string;
    vouchers: { id: number; code: string; payload: string; status: number }[];
  };
}

const redeem = (user: TestUser, code: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/vouchers/redeem',
    headers: { ...user.headers, ...headers },
    payload: { code },
  });

describe('redeeming vouchers', () => {
  it('a tokens voucher pays out once (action 70); a second redeem is "already used"', async () => {
    const { vouchers } = await createBatch({ batch: batchName('coins'), type: 10, count: 3, amount: 250 });
    expect(vouchers).toHaveLength(3);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(3);
    const player = await createTestUser(testApp);
    const typed = vouchers[0]!.code.toLowerCase().replace(/-/g, ' ');
    const response = await redeem(player, typed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      voucher: { id: vouchers[0]!.id, type: 10, status: 30 },
      wallet: { token_type: 10, balance: 250 },
    });
    expect(await balanceOf(testApp, player)).toBe(250);
    const ledger = await app.inject({ url: '/api/v1/users/me/transactions', headers: player.headers });
    expect(ledger.json().data[0]).toMatchObject({ transaction_action: 70, amount: 250, entity_type: 'voucher' });
    expectError(await redeem(player, vouchers[0]!.code), 'other.voucher_already_used');
    const other = await createTestUser(testApp);
    expectError(await redeem(other, vouchers[0]!.code, { 'accept-language': 'sv' }), 'other.voucher_already_used', {
      locale: 'sv',
    });
    expect(await balanceOf(testApp, player)).toBe(250);
  });

  it('Invalid voucher code, in the caller’s language; guessing is throttled per user and IP', async () => {
    const player = await createTestUser(testApp);
    expectError(await redeem(player, 'NOPE-NOPE-NOPE-NOPE'), 'other.invalid_voucher_code');
    expectError(await redeem(player, '!!'), 'other.invalid_voucher_code', { locale: 'en' });
    expectError(
      await redeem(player, 'AAAA-BBBB-CCCC-DDDD', { 'accept-language': 'sv' }),
      'other.invalid_voucher_code',
      {
        locale: 'sv',
      },
    );
    for (let i = 0; i < 7; i++) await redeem(player, `WRONG${i}WRONG`);
    const limited = await redeem(player, 'WRONG-AGAIN');
    expectError(limited, 'auth.too_many_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even a valid code waits now.
    const { vouchers } = await createBatch({ batch: batchName('late'), type: 10, count: 1, amount: 5 });
    expectError(await redeem(player, vouchers[0]!.code), 'auth.too_many_attempts');
  });

  it('an over-long code is an invalid voucher code like any other, not a validation failure', async () => {
    const player = await createTestUser(testApp);
    expectError(await redeem(player, 'A'.repeat(150)), 'other.invalid_voucher_code');
    expectError(
      await redeem(player, `${'7K2Q-'.repeat(30)}9XWM`, { 'accept-language': 'sv' }),
      'other.invalid_voucher_code',
      {
        locale: 'sv',
      },
    );
    // A body no person types is refused before it is read.
    expectError(await redeem(player, 'A'.repeat(REDEEM_BODY_LIMIT)), 'general.payload_too_large', {
      params: { limit: REDEEM_BODY_LIMIT },
    });
  });

  it('a software-download voucher unlocks software_download', async () => {
    const { vouchers } = await createBatch({
      batch: batchName('dl'),
      type: 20,
      count: 1,
      title: 'Game client',
      days: 30,
    });
    const player = await createTestUser(testApp);
    expect((await redeem(player, vouchers[0]!.code)).statusCode).toBe(200);
    const feature = await app.inject({ url: '/api/v1/users/me/features/software_download', headers: player.headers });
    expect(feature.json().data.has_feature).toBe(true);
    const unlocks = (await app.inject({ url: '/api/v1/users/me/feature-unlocks', headers: player.headers })).json()
      .data;
    expect(unlocks[0].name).toBe('software_download');
    expect(Date.parse(unlocks[0].expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('a voucher handed to a player shows in their Vouchers view with its code, and only they can redeem it', async () => {
    const player = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const { vouchers } = await createBatch({
      batch: batchName('gift'),
      type: 30,
      count: 1,
      title: 'Launch monitor X1',
      user_id: player.id,
    });
    const first = await app.inject({ url: '/api/v1/users/me/vouchers', headers: player.headers });
    expect(first.json().data).toEqual([
      expect.objectContaining({
        id: vouchers[0]!.id,
        status: 10,
        code: vouchers[0]!.code,
        content: { title: 'Launch monitor X1' },
      }),
    ]);
    const seen = await app.inject({ url: '/api/v1/users/me/vouchers', headers: player.headers });
    expect(seen.json().data[0].status).toBe(20);
    expectError(await redeem(other, vouchers[0]!.code), 'other.invalid_voucher_code');
    expect((await redeem(player, vouchers[0]!.code)).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/v1/users/me/vouchers', headers: player.headers });
    expect(after.json().data[0]).toMatchObject({ status: 30, code: null });
  });

  it('a crash during the payout: the voucher stays unused and nothing is paid; redeeming again pays once', async () => {
    const { vouchers } = await createBatch({ batch: batchName('crash'), type: 10, count: 1, amount: 75 });
    const voucher = vouchers[0]!;
    const player = await createTestUser(testApp);
    await withLedgerActionRefused(testApp, enums.transaction_action.voucher_payout, async () => {
      expect((await redeem(player, voucher.code)).statusCode).toBe(500);
    });
    const stateOf = () =>
      rowsOf<{ status: number; redemptions: number }>(
        testApp,
        sql`select status, (select count(*)::int from voucher_redemptions where voucher_id = ${voucher.id}) as redemptions
            from vouchers where id = ${voucher.id}`,
      );
    expect(await stateOf()).toEqual([{ status: voucher.status, redemptions: 0 }]);
    expect(await balanceOf(testApp, player)).toBe(0);

    expect((await redeem(player, voucher.code)).statusCode).toBe(200);
    expectError(await redeem(player, voucher.code), 'other.voucher_already_used');
    expect(await stateOf()).toEqual([{ status: enums.voucher_status.used, redemptions: 1 }]);
    expect(await balanceOf(testApp, player)).toBe(75);
    await expectLedgerConsistent(testApp);
  });
});

describe('back-office vouchers', () => {
  const importCsv = (batch: string, csv: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers/import',
      headers: { ...admin.headers, ...headers },
      payload: { batch, csv },
    });
  const listBatch = async (batch: string) =>
    (
      await app.inject({
        url: `/api/v1/admin/vouchers?filter[batch]=${encodeURIComponent(batch)}`,
        headers: admin.headers,
      })
    ).json();

  it('a CSV import with bad rows saves nothing and reports every bad row by line', async () => {
    const batch = batchName('csv');
    const csv = [
      'code,type,amount,title',
      'GOODCODE0001,tokens,100,',
      'x,tokens,100,',
      'GOODCODE0002,10,50,',
      'GOODCODE0003,tokens,-5,',
      'GOODCODE0001,20,,Client',
      'GOODCODE0004,activate_hardware,,',
    ].join('\n');
    const response = await importCsv(batch, csv);
    expectError(response, 'general.validation_failed');
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['csv.line_3', 'csv.line_5', 'csv.line_6', 'csv.line_7']);
    expect(errors['csv.line_3']![0]).toMatch(
      /^Row 3 is invalid \(the code must be 6 to 64 letters and digits\)\. Nothing was imported/,
    );
    expect(errors['csv.line_6']![0]).toContain('the code repeats line 2');
    expect((await listBatch(batch)).meta.total).toBe(0);
  });

  it('a valid CSV imports every row; the codes redeem; a second import of the same codes is refused', async () => {
    const batch = batchName('csv-ok');
    const code = `IMPORT${Date.now()}`;
    const csv = `code,type,amount,token_type\n${code},10,75,10\n"${code}X",tokens,5,20\n`;
    const response = await importCsv(batch, csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ batch, imported: 2 });
    const list = await listBatch(batch);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]).toMatchObject({ batch, status: 20 });
    expect(JSON.stringify(list)).not.toContain(code);
    const player = await createTestUser(testApp);
    expect((await redeem(player, code)).statusCode).toBe(200);
    expect(await balanceOf(testApp, player)).toBe(75);
    const again = await importCsv(batchName('again'), `code,type,amount\n${code},10,1`);
    expect(Object.values(again.json().errors).flat()[0]).toContain('the code already exists');
  });

  it("takes a CSV up to its own maximum, past the server's general body limit; a longer one is refused on the field", async () => {
    // 1.2 MB, over the general 1 MiB limit: it reaches the CSV's own checks (an unknown column), not a 413.
    const wide = await importCsv(batchName('wide'), `code,type,${'x'.repeat(1_200_000)}\n`);
    expectError(wide, 'general.validation_failed');
    expect(Object.keys(wide.json().errors)).toEqual(['csv.line_1']);
    const tooLong = await importCsv(batchName('long'), 'c'.repeat(2_000_001));
    expectError(tooLong, 'general.validation_failed');
    expect(Object.keys(tooLong.json().errors)).toEqual(['csv']);
  });

  it('refuses a tokens amount above the largest single amount, in JSON and in CSV', async () => {
    const batch = batchName('huge');
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers',
      headers: admin.headers,
      payload: { batch, type: 10, count: 1, amount: 3_000_000_000 },
    });
    expectError(json, 'general.validation_failed');
    expect(json.json().errors).toEqual({
      amount: ['The amount field must not be greater than 1,000,000,000.'],
    });
    const csv = await importCsv(batch, `code,type,amount\nHUGECODE${Date.now()},10,5000000000\n`);
    expectError(csv, 'general.validation_failed');
    expect(Object.keys(csv.json().errors)).toEqual(['csv.line_2']);
    expect(csv.json().errors['csv.line_2'][0]).toContain(
      `the amount column must be a whole number from 1 to ${ECONOMY_AMOUNT_MAX}`,
    );
    expect((await listBatch(batch)).meta.total).toBe(0);
  });

  it('gives every reason of a refused import row in the caller’s language (they were English under sv)', async () => {
    const batch = batchName('sv');
    const csv = [
      'code,type,amount,title,days',
      'AAAABBBBCCCCDDDX,10,-5,,',
      'x,software_download,,,0',
      'AAAABBBBCCCCDDDX,hardware,,,',
      'GOODCODE9,activate_hardware,,,',
      'GOODCODE9,tokens,5',
    ].join('\n');
    const sv = await importCsv(batch, csv, { 'accept-language': 'sv' });
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    const after = 'Inget importerades: alla rader måste vara giltiga innan filen kan sparas.';
    expect(sv.json().errors).toEqual({
      'csv.line_2': [
        `Rad 2 är ogiltig (kolumnen amount måste vara ett heltal från 1 till ${ECONOMY_AMOUNT_MAX}). ${after}`,
      ],
      'csv.line_3': [
        `Rad 3 är ogiltig (koden måste vara 6 till 64 bokstäver och siffror; kolumnen days måste vara ett heltal från 1 till ${GRANT_DAYS_MAX}). ${after}`,
      ],
      'csv.line_4': [
        `Rad 4 är ogiltig (koden upprepar rad 2; typen måste vara tokens (10), software_download (20) eller activate_hardware (30)). ${after}`,
      ],
      'csv.line_5': [`Rad 5 är ogiltig (titeln (hårdvaran) krävs). ${after}`],
      'csv.line_6': [`Rad 6 är ogiltig (raden har 3 kolumner där rubrikraden anger 5; koden upprepar rad 5). ${after}`],
    });
    const empty = await importCsv(batch, 'code,type,colour\n', { 'accept-language': 'sv' });
    expect(empty.json().errors).toEqual({
      'csv.line_1': [
        `Rad 1 är ogiltig (rubrikraden måste ange code och type, och får även ange amount, token_type, title och days). ${after}`,
      ],
    });
    expect((await listBatch(batch)).meta.total).toBe(0);
  });

  it('refuses a software download of more than GRANT_DAYS_MAX days, in JSON and in CSV (redeeming it was a 500)', async () => {
    const batch = batchName('long');
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers',
      headers: admin.headers,
      payload: { batch, type: 20, count: 1, days: 3_000_000, title: 'x' },
    });
    expectError(json, 'general.validation_failed');
    expect(json.json().errors).toEqual({ days: ['The days field must not be greater than 36,500.'] });
    const csv = await importCsv(batch, `code,type,title,days\nLONGCODE${Date.now()},20,x,3000000\n`);
    expect(csv.json().errors['csv.line_2'][0]).toContain(
      `the days column must be a whole number from 1 to ${GRANT_DAYS_MAX}`,
    );
    expect((await listBatch(batch)).meta.total).toBe(0);

    const { vouchers } = await createBatch({ batch, type: 20, count: 2, days: GRANT_DAYS_MAX, title: 'x' });
    const player = await createTestUser(testApp);
    expect((await redeem(player, vouchers[0]!.code)).statusCode).toBe(200);
    // A voucher saved before the bound redeems for the longest unlock there is, instead of failing.
    await testApp.database.db.execute(
      sql`update vouchers set content = '{"title": "x", "days": 3000000}'::jsonb where id = ${vouchers[1]!.id}`,
    );
    const other = await createTestUser(testApp);
    const redeemed = await redeem(other, vouchers[1]!.code);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const unlocks = (await app.inject({ url: '/api/v1/users/me/feature-unlocks', headers: other.headers })).json().data;
    const days = (new Date(unlocks[0].expires_at).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(Math.round(days)).toBe(GRANT_DAYS_MAX);
  });

  it('a voucher that would take the wallet past its largest balance is 4012 and stays unused', async () => {
    const { batch, vouchers } = await createBatch({ batch: batchName('full'), type: 10, count: 1, amount: 10 });
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
    await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
    await adjustWallet(testApp, admin, player.id, STORED_AMOUNT_MAX - 2 * ECONOMY_AMOUNT_MAX - 5);
    expectError(await redeem(player, vouchers[0]!.code), 'store.balance_limit_reached', {
      params: { max: STORED_AMOUNT_MAX },
    });
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 5);
    expect((await listBatch(batch)).data).toMatchObject([{ status: 20, redeemed_by: null, redeemed_at: null }]);
    // Nothing was kept of the attempt: once there is room, the same code pays out.
    await adjustWallet(testApp, admin, player.id, -5);
    expect((await redeem(player, vouchers[0]!.code)).statusCode).toBe(200);
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX);
  });

  it('decrypts a payload for support; a tampered one is an invalid voucher code', async () => {
    const batch = batchName('support');
    const { vouchers } = await createBatch({ batch, type: 10, count: 1, amount: 10 });
    const decrypt = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/vouchers/decrypt',
        headers: admin.headers,
        payload: { payload },
      });
    const response = await decrypt(vouchers[0]!.payload);
    expect(response.json().data).toMatchObject({
      id: vouchers[0]!.id,
      batch,
      code: vouchers[0]!.code,
      content: { amount: 10 },
    });
    const payload = vouchers[0]!.payload;
    expectError(await decrypt(`${payload.slice(0, -3)}AAA`), 'other.invalid_voucher_code');
  });

  it('staff never redeem a voucher they created, imported or decrypted, nor hand vouchers to themselves', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice'] });
    const player = await createTestUser(testApp);
    const asStaff = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/v1/admin/vouchers${url}`, headers: staff.headers, payload });
    const created = await asStaff('', { batch: batchName('own'), type: 10, count: 2, amount: 1000 });
    expect(created.statusCode, created.body).toBe(201);
    const [mine, decrypted] = created.json().data.vouchers as { code: string; payload: string }[];
    expectError(await redeem(staff, mine!.code), 'other.voucher_handled_by_redeemer');
    expectError(
      await asStaff('', { batch: batchName('to-self'), type: 10, count: 1, amount: 1000, user_id: staff.id }),
      'users.cannot_act_on_self',
    );
    const imported = await asStaff('/import', {
      batch: batchName('own-csv'),
      csv: 'code,type,amount\nOWNCODE00001,tokens,500',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expectError(await redeem(staff, 'OWNCODE00001'), 'other.voucher_handled_by_redeemer');
    // Another staff member who looks a code up for support can no longer redeem it either.
    const support = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const { vouchers: others } = await createBatch({ batch: batchName('support-only'), type: 10, count: 1, amount: 7 });
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers/decrypt',
      headers: support.headers,
      payload: { payload: others[0]!.payload },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expectError(await redeem(support, others[0]!.code), 'other.voucher_handled_by_redeemer');
    expect(await balanceOf(testApp, staff)).toBe(0);
    expect(await balanceOf(testApp, support)).toBe(0);
    // The codes stay good for the players they are meant for.
    for (const code of [decrypted!.code, others[0]!.code]) expect((await redeem(player, code)).statusCode).toBe(200);
    expect(await balanceOf(testApp, player)).toBe(1007);
  });

  it('the voucher list is searchable by batch, for any back-office user, not for players', async () => {
    const batch = batchName('searchable');
    await createBatch({ batch, type: 10, count: 2, amount: 1 });
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice'] });
    const found = await app.inject({ url: `/api/v1/admin/vouchers?search=${batch}`, headers: staff.headers });
    expect(found.json().meta.total).toBe(2);
    const player = await createTestUser(testApp);
    expectError(
      await app.inject({ url: '/api/v1/admin/vouchers', headers: player.headers }),
      'auth.insufficient_permissions',
    );
  });
});
