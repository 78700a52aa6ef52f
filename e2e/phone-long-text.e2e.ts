import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { api, createPlayer, demoAccount, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { demoClub } from '../apps/server/src/db/seed/demo-showcase';
import { shortRound } from './play-steps';

const browser = await launchBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const base = environmentBasePath.app;

/** Long unbroken text, as QA typed it: no space for the browser to break at. */
const longWord = 'Supercalifragilisticexpialidocious'.repeat(3);
const longUrl = `https://example.com/${'very-long-path-segment/'.repeat(6)}?utm_source=newsletter&utm_campaign=${'x'.repeat(40)}`;
const longRoundTitle = `Clubchampionship${'Qualifier'.repeat(7)}`.slice(0, 80);

async function phonePage(token: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, ...phone });
  await useBearerToken(context, 'app', token);
  return context.newPage();
}

/** The page does not scroll sideways, and each named element lies wholly inside the 390 px screen. */
async function expectOnScreen(page: Page, locators: Record<string, ReturnType<Page['locator']>>) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  for (const [name, locator] of Object.entries(locators)) {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(phone.viewport.width);
  }
}

/** No element of the container is wider than what it shows (nothing cut off, nothing scrolled out of sight). */
async function expectNothingClipped(page: Page, testId: string) {
  const clipped = await page
    .getByTestId(testId)
    .evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
  expect(clipped).toEqual([]);
}

/** Long titles, URLs and secrets on a phone (390 x 844, the mobile app): text wraps, actions stay reachable. */
describe('long text on a phone', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('longtext');
    token = await signInToken(player);
  });

  it('a notification with a long title and a long URL wraps, and "Mark read" stays on screen', async () => {
    const admin = await signInToken(demoAccount('administrator'));
    const sent = await api('POST', '/api/v1/admin/notifications', {
      token: admin,
      body: { user_id: player.id, title: { en: longWord }, body: { en: `Read more: ${longUrl}` } },
    });
    expect(sent.status).toBe(201);
    const page = await phonePage(token);
    await page.goto(`${baseUrl()}${base}/notifications`);
    const card = page.getByTestId('notification').first();
    await card.waitFor();
    await screenshot(page, 'phone-notification-long-text');
    await expectOnScreen(page, { card, 'mark read': card.getByTestId('mark-read') });
    await expectNothingClipped(page, 'notifications-list');
    await card.getByTestId('mark-read').click();
    await expect.poll(() => card.getAttribute('data-unread')).toBe('false');
    await page.context().close();
  });

  it('match history with an 80-character round title keeps the result and the scorecard button on screen', async () => {
    const round = await shortRound(token, 1, {
      title: longRoundTitle,
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    expect((await api('POST', `/api/v1/rounds/${round.roundId}/start`, { token })).status).toBe(200);
    for (const stroke of [
      { surface_type: 30, distance_to_hole: 400 },
      { surface_type: 30, distance_to_hole: 0, hole_completed: true },
    ]) {
      const reply = await api('POST', `/api/v1/rounds/${round.roundId}/strokes`, {
        token,
        body: { id: crypto.randomUUID(), hole: round.holes[0], club: 10, ...stroke },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const page = await phonePage(token);
    await page.goto(`${baseUrl()}${base}/profile/match-history`);
    const row = page.locator(`[data-testid="history-round"][data-round-id="${round.roundId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(longRoundTitle);
    await screenshot(page, 'phone-history-long-title');
    await expectOnScreen(page, {
      row,
      result: row.getByTestId('history-result'),
      scorecard: row.getByTestId('history-open-scorecard'),
    });
    await expectNothingClipped(page, 'match-history-section');
    await page.context().close();
  });

  it('two-factor enrolment wraps the whole secret on screen and copies it exactly', async () => {
    const page = await phonePage(await signInToken(player));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}${base}/profile/two-factor`);
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('two-factor-enable-prompt-password').fill(player.password);
    await page.getByTestId('two-factor-enable-prompt-submit').click();
    const secret = page.getByTestId('two-factor-secret');
    await secret.waitFor();
    await screenshot(page, 'phone-two-factor-secret');
    await expectOnScreen(page, { secret, copy: page.getByTestId('two-factor-secret-copy') });
    await expectNothingClipped(page, 'two-factor-enrolment');
    // Shown in groups of four, set apart by spacing, not spaces: the text and the copy are the key itself.
    expect(await secret.locator('span').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^.{4}$/)]),
    );
    const shown = (await secret.textContent())!;
    expect(shown).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByTestId('two-factor-secret-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await page.context().close();
  });
});

/** The numbers on a chart axis, read back from Swedish ("−2,5" is -2.5). */
async function axisTicks(page: Page, chart: string, axis: 'xAxis' | 'yAxis'): Promise<string[]> {
  const ticks = page.getByTestId(chart).locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
  // The chart draws once its container has been measured; tick labels sit in their own layer (recharts 3).
  await ticks.first().waitFor();
  return ticks.evaluateAll((all) => all.map((tick) => tick.textContent ?? ''));
}
const swedishNumber = (text: string) => Number(text.replace('\u2212', '-').replace(',', '.'));
/** A handicap as golfers write it in Swedish: "+2,4" is a plus handicap, −2.4 on the scale. */
const swedishHandicap = (text: string) => (text.startsWith('+') ? -swedishNumber(text.slice(1)) : swedishNumber(text));

/** The legend ends above the top tick label of the y-axis: nothing sits under it. */
async function expectLegendClearOfAxis(page: Page, chart: string) {
  const ticks = page.getByTestId(chart).locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await ticks.first().waitFor();
  // The legend's entries (its wrapper's padding may overlap a label's blank top half).
  const legend = await page
    .getByTestId(chart)
    .locator('.recharts-legend-wrapper .recharts-default-legend')
    .boundingBox();
  const tops = await ticks.evaluateAll((all) => all.map((tick) => tick.getBoundingClientRect().top));
  expect(legend, `${chart} legend`).not.toBeNull();
  expect(Math.min(...tops) + 0.5, `${chart}: the top y-axis label under the legend`).toBeGreaterThanOrEqual(
    legend!.y + legend!.height,
  );
}

/** Statistics and the scorecard on a phone in Swedish (defects from QA: axes, club table, marks). */
describe('statistics and scorecard on a phone, in Swedish', () => {
  let token: string;
  let roundIds: number[];
  beforeAll(async () => {
    const player = await createPlayer('statsphone', { locale: 'sv' });
    token = await signInToken(player);
    roundIds = [];
    // Four 18-hole rounds on the same day: 2 to 5 strokes a hole (birdies to double bogeys), one putt
    // each. Some 63 strokes on a par-70s course: differentials below zero, so a plus Handicap Index.
    for (let r = 0; r < 4; r++) {
      const round = await shortRound(token, 18, {
        title: `Statistik ${r + 1}`,
        game_mode: enums.game_mode.stroke_play,
        max_players: 1,
      });
      roundIds.push(round.roundId);
      expect((await api('POST', `/api/v1/rounds/${round.roundId}/start`, { token })).status).toBe(200);
      for (const [h, hole] of round.holes.entries()) {
        const count = 2 + ((h + r) % 4);
        for (let n = 1; n <= count; n++) {
          const shot =
            n === count
              ? { club: 140, surface_type: 30, distance_to_hole: 0, hole_completed: true }
              : n === 1
                ? {
                    club: 10,
                    carry: 19000 + 700 * (h % 5),
                    total_distance: 21000 + 700 * (h % 5),
                    azimuth: (h % 7) - 3.2,
                    surface_type: count === 2 ? 30 : 50,
                    distance_to_hole: count === 2 ? 500 : 9000,
                  }
                : {
                    club: 70,
                    carry: 6000 + 300 * (h % 3),
                    total_distance: 6500 + 300 * (h % 3),
                    azimuth: (h % 3) - 1.4,
                    surface_type: n === count - 1 ? 30 : 50,
                    distance_to_hole: n === count - 1 ? 400 : 3000,
                  };
          const reply = await api('POST', `/api/v1/rounds/${round.roundId}/strokes`, {
            token,
            body: { id: crypto.randomUUID(), hole, ...shot },
          });
          expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        }
      }
    }
  });

  it('the charts use Swedish numbers and even ticks, the legend clears the axis, the club table fits', async () => {
    const page = await phonePage(token, 'sv-SE');
    await page.goto(`${baseUrl()}${base}/profile/statistics`);
    await page.getByTestId('statistics-clubs').waitFor();
    await page.getByTestId('statistics-handicap').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'phone-statistics-sv');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);

    // Putts per 18 holes: one putt a hole.
    expect(await page.getByTestId('statistics-putts-round').textContent()).toContain('Puttar per 18 hål');
    expect(await page.getByTestId('statistics-putts-round-value').textContent()).toBe('18,0');

    // The club table fits its card: every column on screen, nothing scrolled out of sight.
    const scroll = page.getByTestId('statistics-clubs-scroll');
    const fits = await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, 'the club table is wider than its card').toBe(true);
    for (const cell of await page.getByTestId('statistics-clubs').locator('th').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(phone.viewport.width);
    }

    // Dispersion: evenly spaced lateral ticks, symmetric around the target line, in Swedish.
    const lateral = await axisTicks(page, 'statistics-dispersion', 'xAxis');
    const values = lateral.map(swedishNumber);
    expect(values.every(Number.isFinite), lateral.join(' ')).toBe(true);
    const steps = new Set(values.slice(1).map((value, i) => Number((value - values[i]!).toFixed(6))));
    expect(steps.size, `ticks ${lateral.join(' ')}`).toBe(1);
    expect(values[0]).toBe(-values.at(-1)!);
    for (const text of [...lateral, ...(await axisTicks(page, 'statistics-dispersion', 'yAxis'))]) {
      expect(text).not.toContain('.');
    }
    await expectLegendClearOfAxis(page, 'statistics-dispersion');

    // Handicap trend: all rounds were played today, yet each has its own x-axis label; Swedish numbers,
    // a plus handicap written "+9,5", never "−9,5" (QA read "−12,4" for a plus index).
    const rounds = await axisTicks(page, 'statistics-handicap-chart', 'xAxis');
    expect(rounds).toEqual(['1', '2', '3', '4']);
    const index = await axisTicks(page, 'statistics-handicap-chart', 'yAxis');
    for (const text of index) expect(text).not.toMatch(/[.\u2212-]/);
    const indexValues = index.map(swedishHandicap);
    const indexSteps = new Set(indexValues.slice(1).map((value, i) => Number((value - indexValues[i]!).toFixed(6))));
    expect(indexSteps.size, `ticks ${index.join(' ')}`).toBe(1);
    await expectLegendClearOfAxis(page, 'statistics-handicap-chart');

    // The current index and the latest change as the API has them, in the plus convention and in words.
    const { data: body } = (
      await api<{ data: { hcp: number; hcp_diff: number } }>('GET', '/api/v1/users/me/handicap', { token })
    ).body;
    expect(body.hcp, 'a plus index').toBeLessThan(0);
    const decimal = (value: number) => value.toFixed(1).replace('.', ',');
    const handicap = (value: number) => (value < 0 ? `+${decimal(-value)}` : decimal(value));
    expect(await page.getByTestId('statistics-handicap-current').textContent()).toBe(
      `Nuvarande handicapindex: ${handicap(body.hcp)}`,
    );
    const change = page.getByTestId('statistics-handicap-change');
    const before = Math.round((body.hcp - body.hcp_diff) * 10) / 10;
    const word = body.hcp_diff > 0 ? 'sämre' : 'bättre';
    expect(await change.textContent()).toBe(
      body.hcp_diff === 0
        ? 'Efter den senaste rundan som räknades: oförändrat'
        : `Efter den senaste rundan som räknades: ${decimal(Math.abs(body.hcp_diff))} ${word} (från ${handicap(before)})`,
    );
    await page.context().close();
  });

  it('the scorecard marks bogeys and double bogeys differently, as its legend shows', async () => {
    const page = await phonePage(token, 'sv-SE');
    await page.goto(`${baseUrl()}${base}/profile/match-history`);
    const entry = page.locator(`[data-testid="history-round"][data-round-id="${roundIds[0]}"]`);
    await entry.getByTestId('history-open-scorecard').click();
    await page.getByTestId('scorecard-hole-score').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.mantine-Modal-content')].every((e) => getComputedStyle(e).opacity === '1'),
    );
    await screenshot(page, 'phone-scorecard-marks-sv');
    // A chip's look, and its shape alone (corners, a second ring, a drawn border): colour aside, since
    // bogey and double bogey were a blue and an indigo chip of one shape, alike at a glance.
    const look = (selector: string) =>
      page.locator(selector).evaluateAll((chips) =>
        chips.map((chip) => {
          const style = getComputedStyle(chip);
          const shape = [
            style.borderTopLeftRadius,
            style.boxShadow === 'none' ? 'one ring' : 'two rings',
            style.borderTopColor === 'rgba(0, 0, 0, 0)' ? 'no border' : 'border',
          ].join('|');
          return {
            tone: chip.getAttribute('data-tone'),
            shape,
            look: [shape, style.borderTopColor, style.boxShadow, style.backgroundColor].join('|'),
          };
        }),
      );
    const chips = await look('[data-testid="scorecard-hole-score"]');
    const shapes = new Map(chips.map((chip) => [chip.tone, chip.shape]));
    expect([...shapes.keys()]).toEqual(expect.arrayContaining(['par', 'bogey', 'double']));
    expect(new Set(shapes.values()).size, JSON.stringify([...shapes])).toBe(shapes.size);
    // The legend draws each tone the way the card does.
    const byTone = new Map(chips.map((chip) => [chip.tone, chip.look]));
    const legend = new Map((await look('[data-testid="scorecard-legend-item"]')).map((item) => [item.tone, item.look]));
    for (const [tone, shown] of byTone) expect(legend.get(tone), `legend for ${tone}`).toBe(shown);
    await page.context().close();
  });
  it('a long product name wraps in Swedish: Purchases keep the status, the total and Cancel on screen; so does its page', async () => {
    const admin = await signInToken(demoAccount('administrator'));
    const product = await api<{ data: { id: number } }>('POST', '/api/v1/admin/products', {
      token: admin,
      body: {
        name: longWord.slice(0, 100),
        type: enums.product_type.in_game_currency,
        unlisted: true,
        meta: [{ meta_key: 'token_amount', meta_value: '100' }],
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const price = await api<{ data: { id: number } }>('POST', '/api/v1/admin/prices', {
      token: admin,
      body: {
        product_id: product.body.data.id,
        price_type: enums.product_price_type.money,
        amount: 123456,
        currency: 'SEK',
      },
    });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
    const buyer = await createPlayer('purchases', { locale: 'sv' });
    const buyerToken = await signInToken(buyer);
    const order = await api('POST', '/api/v1/store/orders', {
      token: buyerToken,
      body: { price_id: price.body.data.id, quantity: 2 },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    const page = await phonePage(buyerToken, 'sv-SE');
    await page.goto(`${baseUrl()}${base}/profile/purchases`);
    const row = page.getByTestId('purchase').first();
    await row.waitFor();
    await screenshot(page, 'phone-purchases-sv');
    await expectOnScreen(page, {
      item: row.getByTestId('purchase-item'),
      status: row.getByTestId('purchase-status'),
      total: row.getByTestId('purchase-total'),
      cancel: row.getByTestId('purchase-cancel'),
    });
    await expectNothingClipped(page, 'purchases');

    // The product's own page (unlisted: reached by its link) wraps the name too.
    await page.goto(`${baseUrl()}${base}/store/${product.body.data.id}`);
    await page.getByTestId('product-name').waitFor();
    await screenshot(page, 'phone-product-long-name-sv');
    await expectOnScreen(page, { name: page.getByTestId('product-name') });
    await page.context().close();
  });

  it('a club named with one 40-letter word wraps its name, and Leave stays on screen', async () => {
    const admin = await signInToken(demoAccount('administrator'));
    const owner = await createPlayer('longclub');
    const credit = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: admin,
      body: { user_id: owner.id, token_type: enums.token_type.coins, amount: 1000, comment: 'long club name' },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const ownerToken = await signInToken(owner);
    const name = `Z${Date.now().toString(36)}${longWord}`.slice(0, 40);
    const club = await api<{ data: { id: number } }>('POST', '/api/v1/clubs', { token: ownerToken, body: { name } });
    expect(club.status, JSON.stringify(club.body)).toBe(201);
    const page = await phonePage(ownerToken);
    await page.goto(`${baseUrl()}${base}/clubs/${club.body.data.id}`);
    await page.getByTestId('club-name').waitFor();
    await screenshot(page, 'phone-club-long-name');
    await expectOnScreen(page, { name: page.getByTestId('club-name'), leave: page.getByTestId('club-leave') });
    await page.context().close();
  });

  it('the showcase club: its name breaks only between words, the role badge and Remove show whole', async () => {
    // The demo player runs the Pinewood Golf Society; a new member gives the administrator a Remove button.
    const demoToken = await signInToken(demoAccount('player'));
    const found = await api<{ data: { id: number; name: string }[] }>(
      'GET',
      `/api/v1/clubs?search=${encodeURIComponent(demoClub.name)}`,
      { token: demoToken },
    );
    const clubId = found.body.data.find((club) => club.name === demoClub.name)?.id;
    expect(clubId, JSON.stringify(found.body)).toBeDefined();
    const joiner = await createPlayer('pinewood');
    const joined = await api('POST', `/api/v1/clubs/${clubId}/join`, { token: await signInToken(joiner) });
    expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);

    const page = await phonePage(demoToken);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl()}${base}/clubs/${clubId}`);
      await page.getByTestId('club-name').waitFor();
      // Each word of the name lies on one line (one rect per word), and the title is not wider than its box.
      const title = await page.getByTestId('club-name').evaluate((el) => {
        const text = el.firstChild!;
        const words = [...(text.textContent ?? '').matchAll(/\S+/g)].map((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return {
            word: match[0],
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          };
        });
        return { words, fits: el.scrollWidth <= el.clientWidth };
      });
      expect(
        title.words.filter((word) => word.lines > 1),
        `${width} px`,
      ).toEqual([]);
      expect(title.fits, `${width} px`).toBe(true);
      const badge = page.getByTestId('club-my-role');
      expect(await badge.textContent()).toBe('Your role: Administrator');
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await expectOnScreen(page, { name: page.getByTestId('club-name'), badge, leave: page.getByTestId('club-leave') });
      await screenshot(page, `phone-showcase-club-${width}`);

      await page.getByTestId('club-tab-members').click();
      const removes = page.getByTestId('club-member-remove');
      await removes.first().waitFor();
      for (const remove of await removes.all()) {
        expect(await remove.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px`).toBe(true);
        expect(await remove.textContent()).toBe('Remove');
      }
      await expectNothingClipped(page, 'club-members');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await expectOnScreen(page, { remove: removes.first() });
      await screenshot(page, `phone-showcase-club-members-${width}`);
    }
    await page.context().close();
  });
});
