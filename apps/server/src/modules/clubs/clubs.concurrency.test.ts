import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clubCall, clubEntries, clubName, createClub, createPlayer, memberCounts } from '../../../test/clubs';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';

/**
 * Clubs under concurrency on PostgreSQL (PGlite runs one statement at a time): every membership
 * change holds the club's row lock, so the fee, the member count and the last administrator hold.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const { club_member_fee: FEE, club_creation_fee: CREATION_FEE } = enums.transaction_action;
const { administrator, member } = enums.club_role;

describe.skipIf(!onPostgres)('clubs under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  const admin = onPostgres ? await createEconomyAdmin(testApp) : undefined!;

  it('50 parallel join-and-approve runs (each sent twice) of a paid club charge each member exactly once', async () => {
    const owner = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner, { member_fee: 100, accept_without_approval: false });
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(testApp, admin)));
    const run = async (player: (typeof players)[number]) => {
      const joins = await Promise.all([0, 1].map(() => clubCall(testApp, player, 'POST', `/${club.id}/join`)));
      for (const reply of joins) expect([200, 409]).toContain(reply.statusCode);
      const approvals = await Promise.all(
        [0, 1].map(() => clubCall(testApp, owner, 'POST', `/${club.id}/members/${player.id}/approve`)),
      );
      expect(approvals.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    };
    await Promise.all(players.map(run));

    const entries = await clubEntries(testApp, club.id);
    for (const player of players) {
      expect(await balanceOf(testApp, player)).toBe(900);
      expect(entries.filter((e) => e.user_id === player.id && e.action === FEE)).toHaveLength(1);
    }
    // The club's share, 85 of each fee, paid to the administrator once per member.
    expect(await balanceOf(testApp, owner)).toBe(500 + 50 * 85);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 51, actual: 51 });
    const fees = await rowsOf<{ state: string; n: number }>(
      testApp,
      sql`select state, count(*)::int as n from club_fees where club_id = ${club.id} group by state`,
    );
    expect(fees).toEqual([{ state: 'settled', n: 50 }]);
    await expectLedgerConsistent(testApp);
  });

  it('parallel creations (a double click, and more than the limit) make at most 3 clubs, each paid once', async () => {
    const creator = await createPlayer(testApp, admin, 5000);
    const twice = clubName();
    const names = [twice, twice, ...Array.from({ length: 6 }, () => clubName())];
    const replies = await Promise.all(names.map((name) => clubCall(testApp, creator, 'POST', '', { name })));
    const made = replies.filter((reply) => reply.statusCode === 201);
    expect(made).toHaveLength(3);
    for (const reply of replies.filter((r) => r.statusCode !== 201))
      expect(['clubs.max_active_clubs_reached', 'clubs.name_taken']).toContain(reply.json().error_info.key);
    const charges = await rowsOf<{ n: number }>(
      testApp,
      sql`select count(*)::int as n from wallet_transactions where transaction_action = ${CREATION_FEE}
          and entity_id in (select id from clubs where created_by = ${creator.id})`,
    );
    expect(charges).toEqual([{ n: 3 }]);
    expect(await balanceOf(testApp, creator)).toBe(5000 - 3 * 500);
    await expectLedgerConsistent(testApp);
  });

  it('parallel role changes and departures never leave a club without an administrator', async () => {
    const owner = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    const others = await Promise.all(Array.from({ length: 9 }, () => createPlayer(testApp, admin, 0)));
    for (const other of others) {
      await clubCall(testApp, other, 'POST', `/${club.id}/join`);
      await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${other.id}/role`, { role: administrator });
    }
    const admins = [owner, ...others];
    // Every administrator steps down or leaves, all at once, several times over.
    const replies = await Promise.all(
      admins.flatMap((user, i) => [
        clubCall(testApp, user, 'PUT', `/${club.id}/members/${user.id}/role`, { role: member }),
        i % 2
          ? clubCall(testApp, user, 'DELETE', `/${club.id}/members/${user.id}`)
          : clubCall(testApp, user, 'PUT', `/${club.id}/members/${admins[(i + 1) % 10]!.id}/role`, { role: member }),
      ]),
    );
    for (const reply of replies)
      if (reply.statusCode !== 204)
        expect(['clubs.administrator_required', 'clubs.cannot_assign_role', 'clubs.user_not_member']).toContain(
          reply.json().error_info.key,
        );
    const [row] = await rowsOf<{ n: number }>(
      testApp,
      sql`select count(*)::int as n from club_users where club_id = ${club.id} and role = ${administrator} and status = 20`,
    );
    expect(row!.n).toBe(1);
    const counts = await memberCounts(testApp, club.id);
    expect(counts.cached).toBe(counts.actual);
  });
});
