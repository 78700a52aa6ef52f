import { describe, expect, it } from 'vitest';
import type { TournamentSummary } from '@golf/contracts';
import { DEMO_TOURNAMENT_TITLE, demoClub } from '../apps/server/src/db/seed/demo-showcase';
import { api, createPlayer, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** What a new user meets after the first `npm start` (decision 0121): a demo tournament and a demo club. */
describe('the showcase', () => {
  it('shows a new player the demo tournament open for entry, and a club to join', async () => {
    const player = await createPlayer('showcase');
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signInWeb(context, player);
    const page = await context.newPage();

    // Listed as upcoming; its page names what the new player still needs to enter.
    const upcoming = await api<{ data: TournamentSummary[] }>('GET', '/api/v1/tournaments/events?per_page=100');
    const tournament = upcoming.body.data.find((row) => row.title === DEMO_TOURNAMENT_TITLE);
    expect(tournament, JSON.stringify(upcoming.body)).toMatchObject({ status: 'upcoming', entry_fee: 0 });
    await page.goto(`${baseUrl()}/tournaments/${tournament!.id}`);
    await page.getByTestId('tournament-page').waitFor();
    expect(await page.getByTestId('tournament-description').textContent()).toContain('Pinewood Heath');
    const refusals = page.getByTestId('tournament-entry-refusal');
    await expect
      .poll(() => refusals.evaluateAll((items) => items.map((item) => item.getAttribute('data-refusal'))))
      .toEqual(['two_factor_missing', 'feature_missing']);
    await screenshot(page, 'showcase-tournament');

    // The club: found by its name, its feed readable before joining, and joined at once (free, no approval).
    await page.goto(`${baseUrl()}/clubs`);
    await page.getByTestId('clubs-search').fill(demoClub.name);
    const card = page.getByTestId('club-card').filter({ hasText: demoClub.name });
    await card.getByTestId('club-card-open').click();
    await page.getByTestId('club-page').waitFor();
    // Other browser tests on this server may have joined it too: the count goes up by one, from what it was.
    const members = async () => Number((await page.getByTestId('club-member-count').textContent())?.split(' ')[0]);
    const before = await members();
    expect(before).toBeGreaterThanOrEqual(1);
    await page.getByTestId('club-join').click();
    await expect.poll(members).toBe(before + 1);
    await page.getByTestId('club-tab-feed').click();
    await page.getByTestId('club-post-pinned').first().waitFor();
    expect(await page.getByTestId('club-post').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'showcase-club');
    await context.close();
  });
});
