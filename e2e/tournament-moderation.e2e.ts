import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { enums, type AdminTournament, type TournamentDetail, type Wallet } from '@golf/contracts';
import { api, demoAccount, signInBackofficeAdmin, signInToken, useBearerToken } from './accounts';
import { baseUrl, launchBrowser } from './browser';
import { shortHoles } from './play-steps';
import { twoFactorPlayer } from './two-factor';

/**
 * What the acceptance run (tournaments.e2e.ts) leaves out: withdrawing with the refund shown, staff
 * disqualifying with a reason and deciding a held round, and staff cancelling with refunds.
 * Tournaments are made through the admin API: the form is not the point here. The leaderboard's
 * pages and "find me" are route tests: a second page needs 26 players with 2FA, a minute here.
 */
const browser: Browser = await launchBrowser();
const FEE = 10;
/** How long a wait for the server's answer may take on a busy host (expect.poll's default is 1 s). */
const WAIT = { timeout: 10_000 };

type TwoFactorPlayer = Awaited<ReturnType<typeof twoFactorPlayer>>;

let adminToken: string;
let course: { courseId: number; hole: number };
let staff: BrowserContext;
let office: Page;
/** The player who opens the app and withdraws. */
let member: TwoFactorPlayer;
/** Players who only use the API. */
let crowd: TwoFactorPlayer[];

// Every player is made at once, first: password hashing (sign-up, sign-in, 2FA) is most of the file's time, and
// it holds the server's event loop, so pages loaded meanwhile would wait on it.
beforeAll(async () => {
  adminToken = await signInToken(demoAccount('administrator'));
  const [players, { courseId, holes }] = await Promise.all([
    Promise.all([
      twoFactorPlayer('tapp', adminToken, 'tournaments'),
      ...Array.from({ length: 3 }, (_, i) =>
        twoFactorPlayer(`crowd${i}`, adminToken, 'tournaments', { completeRegistration: false }),
      ),
    ]),
    shortHoles(adminToken, 1),
  ]);
  [member, ...crowd] = players;
  course = { courseId, hole: holes[0]! };
  staff = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1400, height: 1000 } });
  office = await staff.newPage();
  await signInBackofficeAdmin(office);
}, 120_000);

afterAll(() => staff.close());

/** A published one-round tournament on one short hole, starting in ten minutes (moved by `startNow`). */
async function publishedTournament(options: { fee: number; maxPlayers: number }): Promise<number> {
  const start = Date.now() + 10 * 60_000;
  const created = await api<{ data: AdminTournament }>('POST', '/api/v1/tournaments', {
    token: adminToken,
    body: {
      title: `Staff ${randomUUID().slice(0, 8)}`,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 3_600_000).toISOString(),
      max_players: options.maxPlayers,
      winning_logic: enums.winning_logic.no_payout,
      entry_fee: options.fee,
      rounds: [
        {
          course_id: course.courseId,
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + 3_000_000).toISOString(),
          hole_group: enums.hole_group.custom,
          holes: [course.hole],
          gimme_distance: 1000,
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id;
  const published = await api('POST', `/api/v1/tournaments/${id}/publish`, { token: adminToken });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
  return id;
}

/** Staff bring the start (and the round's) to a second from now, once everyone has entered. */
async function startNow(id: number): Promise<void> {
  const path = `/api/v1/tournaments/${id}`;
  const { body } = await api<{ data: AdminTournament }>('GET', path, { token: adminToken });
  const start = new Date(Date.now() + 1000).toISOString();
  const rounds = body.data.rounds.map((round) => ({ ...round, start_at: start }));
  const moved = await api('PATCH', path, { token: adminToken, body: { start_at: start, rounds } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

async function enter(token: string, id: number): Promise<void> {
  const entered = await api('POST', `/api/v1/tournaments/${id}/enter`, { token, body: {} });
  expect(entered.status, JSON.stringify(entered.body)).toBeLessThan(300);
}

async function coins(token: string): Promise<number> {
  const reply = await api<{ data: Wallet[] }>('GET', '/api/v1/users/me/wallets', { token });
  return reply.body.data.find((wallet) => wallet.token_type === enums.token_type.coins)?.balance ?? 0;
}

async function myEntry(token: string, id: number) {
  const reply = await api<{ data: TournamentDetail }>('GET', `/api/v1/tournaments/events/${id}`, { token });
  return reply.body.data.my_entry;
}

/** A player's page in the mobile app, signed in with their bearer token. */
async function playerPage(token: string, id: number, query = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1100, height: 900 } });
  await useBearerToken(context, 'app', token);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/mobile/tournaments/${id}${query}`);
  await page.getByTestId('tournament-page').waitFor();
  return { context, page };
}

/** One stroke that holes out; `carry` far from what the flight model gives flags it (shot integrity). */
const holeOut = (token: string, roundId: number, carry: number) =>
  api('POST', `/api/v1/rounds/${roundId}/strokes`, {
    token,
    body: {
      id: randomUUID(),
      hole: course.hole,
      club: 10,
      surface_type: 30,
      distance_to_hole: 0,
      hole_completed: true,
      ball_speed: 60,
      launch_angle: 12,
      azimuth: 1,
      back_spin: 3000,
      side_spin: -200,
      carry,
      total_distance: carry + 7000,
    },
  });

const entrantRow = (userId: number) => office.locator(`[data-testid="entrant-row"][data-user-id="${userId}"]`);

describe('tournaments: withdrawing, cancelling and staff decisions', () => {
  it('refunds a withdrawal as the confirmation says, and every fee when staff cancel', async () => {
    const id = await publishedTournament({ fee: FEE, maxPlayers: 10 });
    const [leaver, stayer] = [member, crowd[0]];
    const before = await Promise.all([leaver!, stayer!].map((p) => coins(p.token)));
    await Promise.all([leaver!, stayer!].map((p) => enter(p.token, id)));
    expect(await coins(leaver!.token)).toBe(before[0]! - FEE);

    // The player withdraws in the app: the confirmation names the refund, the fee comes back.
    const { context, page } = await playerPage(leaver!.token, id);
    await page.getByTestId('tournament-withdraw').click();
    await expect
      .poll(() => page.getByTestId('confirm-modal').textContent(), WAIT)
      .toMatch(new RegExp(`Your entry fee of ${FEE} \\w+ goes back to your wallet`));
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => page.getByTestId('tournament-entry').getAttribute('data-entered'), WAIT).toBe('false');
    await page.getByTestId('tournament-enter').waitFor();
    expect(await coins(leaver!.token)).toBe(before[0]);

    // The player enters again (through the API); their page, left open, says they are in.
    await enter(leaver!.token, id);
    await expect.poll(() => page.getByTestId('tournament-my-entry').getAttribute('data-status'), WAIT).toBe('entered');

    // Published, not started: the terms are locked on the form, saying why; a rename still saves.
    await office.goto(`${baseUrl()}/backoffice/tournaments/${id}`);
    const fee = office.locator('input[name="entry_fee"]');
    await fee.waitFor();
    expect(await fee.isDisabled()).toBe(true);
    const feeField = office.locator('.MuiFormControl-root', { has: fee });
    expect(await feeField.textContent()).toContain('Fixed once published: entrants paid for these terms.');
    expect(await office.locator('input[name="start_at"]').isDisabled()).toBe(false);
    expect(await office.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    await office.locator('input[name="title"]').fill(renamed);
    await office.getByRole('button', { name: 'Save' }).click();
    const adminModel = async () =>
      (await api<{ data: AdminTournament }>('GET', `/api/v1/tournaments/${id}`, { token: adminToken })).body.data;
    await expect.poll(async () => (await adminModel()).title, WAIT).toBe(renamed);
    expect(await office.getByTestId('error-modal').count()).toBe(0);

    // Staff cancel from the edit screen: the dialog counts the entries, whose fees are refunded.
    await office.getByTestId('tournament-cancel').click();
    const dialog = office.getByTestId('tournament-cancel-dialog');
    await expect.poll(() => dialog.textContent(), WAIT).toMatch(/2 entr/);
    await office.getByTestId('tournament-cancel-reason').fill('Simulator bay closed for repairs');
    await office.getByTestId('tournament-cancel-confirm').click();
    await expect.poll(() => office.getByTestId('tournament-cancel').count(), WAIT).toBe(0);
    expect(await coins(stayer!.token)).toBe(before[1]);
    expect(await coins(leaver!.token)).toBe(before[0]);

    // The entrant's open page hears of it: their fee came back, with staff's reason; nothing says they play on.
    const told = async () => {
      const notice = page.getByTestId('tournament-cancelled');
      await expect.poll(() => notice.getAttribute('data-kind'), WAIT).toBe('refunded');
      expect(await notice.textContent()).toMatch(new RegExp(`Your entry fee of ${FEE} \\w+ was refunded`));
      expect(await notice.textContent()).toContain('Reason: Simulator bay closed for repairs');
      expect(await page.getByTestId('tournament-my-entry').count()).toBe(0);
      expect(await page.getByTestId('tournament-next-round').count()).toBe(0);
    };
    await told();
    await page.reload();
    await expect.poll(() => page.getByTestId('tournament-page').getAttribute('data-status'), WAIT).toBe('cancelled');
    await told();
    // It stays under Mine, marked cancelled.
    await page.goto(`${baseUrl()}/mobile/tournaments?tab=mine`);
    const card = page.locator(`[data-testid="tournament-card"][data-tournament-id="${id}"]`);
    await expect.poll(() => card.getByTestId('tournament-status').getAttribute('data-status'), WAIT).toBe('cancelled');
    await context.close();

    // The back-office shows it read-only, with the reason; the entries as refunded, none to disqualify.
    const notice = office.getByTestId('tournament-read-only');
    await expect.poll(() => notice.getAttribute('data-status'), WAIT).toBe('cancelled');
    expect(await notice.textContent()).toContain('Reason given to players: Simulator bay closed for repairs');
    expect(await office.locator('input[name="title"]').isDisabled()).toBe(true);
    expect(await office.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await office.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await expect.poll(() => entrantRow(stayer!.player.id).getAttribute('data-refunded'), WAIT).toBe('true');
    expect(await entrantRow(stayer!.player.id).getByTestId('entrant-status').textContent()).toBe(
      'Refunded (cancelled)',
    );
    expect(await office.getByTestId('entrant-dq').count()).toBe(0);
  }, 90_000);

  it('lets staff decide a held round and disqualify an entrant with a reason', async () => {
    const id = await publishedTournament({ fee: 0, maxPlayers: 10 });
    const [held, cheat] = [crowd[1], crowd[2]];
    await Promise.all([held!, cheat!].map((p) => enter(p.token, id)));
    await startNow(id);

    // A hole in one whose carry the flight model cannot give: the round is held for review.
    let roundId = 0;
    await expect
      .poll(
        async () => {
          const play = await api<{ data: { round_id: number } }>('POST', `/api/v1/tournaments/${id}/rounds/1/play`, {
            token: held!.token,
          });
          roundId = play.body.data?.round_id ?? 0;
          return play.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
    expect((await holeOut(held!.token, roundId, 40_000)).status).toBe(201);
    await expect.poll(async () => (await myEntry(held!.token, id))?.rounds[0]?.state, WAIT).toBe('review');

    // Staff: the held round under "needs review", approved; then a disqualification with a reason.
    await office.goto(`${baseUrl()}/backoffice/tournaments/${id}`);
    await office.getByTestId('entrants-needs-review').check();
    await entrantRow(held!.player.id).getByTestId('entrant-approve').click();
    await office.getByTestId('entrants-empty').waitFor();
    await office.getByTestId('entrants-needs-review').uncheck();
    await entrantRow(held!.player.id).waitFor();
    expect(await entrantRow(held!.player.id).getByTestId('entrant-approve').count()).toBe(0);
    expect((await myEntry(held!.token, id))?.rounds[0]?.state).toBe('completed');

    const reason = 'Launch data did not match the ball flight';
    await entrantRow(cheat!.player.id).getByTestId('entrant-dq').click();
    await office.getByTestId('entrant-dq-reason').fill(reason);
    await office.getByTestId('entrant-dq-confirm').click();
    await expect.poll(() => entrantRow(cheat!.player.id).getAttribute('data-status'), WAIT).toBe('disqualified');
    expect(await entrantRow(cheat!.player.id).textContent()).toContain(reason);
    const entry = await myEntry(cheat!.token, id);
    expect(entry).toMatchObject({ status: 'disqualified', disqualified_reason: reason });
  }, 60_000);
});
