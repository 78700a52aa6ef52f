import { describe, expect, it } from 'vitest';
import { tournamentEntryRefusals, type MyTournamentEntry } from '@golf/contracts';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { deviceForTournament, entryOptions, entryRefusalFix, nextRefreshIn } from './entry';

const start = '2026-06-01T10:00:00Z';
const before = Date.parse(start) - 60_000;
const after = Date.parse(start) + 60_000;

const entryRound = (over: Partial<MyTournamentEntry['rounds'][number]> = {}) => ({
  number: 1,
  state: 'not_started' as const,
  round_id: null,
  tee_time: null,
  can_play: false,
  ...over,
});
const entry = (over: Partial<MyTournamentEntry> = {}): MyTournamentEntry => ({
  status: 'entered',
  entered_at: '2026-05-01T10:00:00Z',
  fee_paid: 50,
  division: null,
  disqualified_reason: null,
  position_label: null,
  payout: null,
  rounds: [entryRound(), entryRound({ number: 2 })],
  ...over,
});
const detail = (over: Partial<Parameters<typeof entryOptions>[0]> = {}) => ({
  status: 'upcoming' as const,
  start_at: start,
  places_left: 10,
  my_entry: null,
  ...over,
});

describe('entry options', () => {
  it('offers entering a published tournament before its start while places remain', () => {
    expect(entryOptions(detail(), before)).toMatchObject({ canEnter: true, closedReason: null, entered: false });
    expect(entryOptions(detail({ places_left: 0 }), before)).toMatchObject({ canEnter: false, closedReason: 'full' });
    expect(entryOptions(detail(), after)).toMatchObject({ canEnter: false, closedReason: 'started' });
    expect(entryOptions(detail({ status: 'draft' }), before).closedReason).toBe('draft');
    expect(entryOptions(detail({ status: 'cancelled' }), before).closedReason).toBe('cancelled');
  });

  it('tells an entrant of a cancelled tournament that their fee came back, and offers nothing to play', () => {
    const playing = entry({ rounds: [entryRound({ state: 'playing', round_id: 7 }), entryRound({ number: 2 })] });
    expect(entryOptions(detail({ status: 'cancelled', my_entry: playing }), before)).toEqual({
      entered: true,
      canEnter: false,
      closedReason: 'cancelled',
      canWithdraw: false,
      playRound: null,
      cancelled: 'refunded',
    });
    const free = entryOptions(detail({ status: 'cancelled', my_entry: entry({ fee_paid: 0 }) }), after);
    expect(free).toMatchObject({ closedReason: 'cancelled', cancelled: 'free' });
    const withdrawn = entryOptions(detail({ status: 'cancelled', my_entry: entry({ status: 'withdrawn' }) }), after);
    expect(withdrawn).toMatchObject({ entered: false, canEnter: false, cancelled: 'everyone' });
    expect(entryOptions(detail(), before).cancelled).toBeNull();
    for (const catalogue of [en, sv])
      expect(Object.keys(catalogue.tournaments.entry.cancelled).sort()).toEqual(['free', 'reason', 'refunded']);
  });

  it('offers withdrawing only before the start, and entering again after a withdrawal', () => {
    expect(entryOptions(detail({ my_entry: entry() }), before)).toMatchObject({ entered: true, canWithdraw: true });
    expect(entryOptions(detail({ my_entry: entry(), status: 'live' }), after).canWithdraw).toBe(false);
    const withdrawn = entryOptions(detail({ my_entry: entry({ status: 'withdrawn' }) }), before);
    expect(withdrawn).toMatchObject({ entered: false, canEnter: true, canWithdraw: false });
  });

  it('offers "play my round" for the round the server opens, and resumes one under way first', () => {
    const open = entry({ rounds: [entryRound({ can_play: true }), entryRound({ number: 2 })] });
    expect(entryOptions(detail({ status: 'live', my_entry: open }), after).playRound).toEqual({
      number: 1,
      roundId: null,
      resume: false,
    });
    const playing = entry({
      rounds: [entryRound({ state: 'completed' }), entryRound({ number: 2, state: 'playing', round_id: 7 })],
    });
    expect(entryOptions(detail({ status: 'live', my_entry: playing }), after).playRound).toEqual({
      number: 2,
      roundId: 7,
      resume: true,
    });
    const cut = entry({ status: 'cut', rounds: [entryRound({ state: 'completed' }), entryRound({ number: 2 })] });
    expect(entryOptions(detail({ status: 'live', my_entry: cut }), after).playRound).toBeNull();
  });
});

describe('the device to enter with', () => {
  const devices = [
    { id: 1, hardware_version: 'GC3' },
    { id: 2, hardware_version: 'mevo+ ' },
  ];
  it('is none when any hardware may play, else the first device of an allowed model', () => {
    expect(deviceForTournament({ hardwareDevices: [] }, devices)).toBeUndefined();
    const allowed = [{ id: 9, title: 'Mevo+', hardware_version: 'Mevo+' }];
    expect(deviceForTournament({ hardwareDevices: allowed }, devices)).toBe(2);
    expect(deviceForTournament({ hardwareDevices: allowed }, [devices[0]!])).toBeUndefined();
  });
});

describe('when the page reads the tournament again', () => {
  const round = (number: number, start: string) => ({ number, start_at: start }) as never;
  const base = {
    status: 'upcoming' as const,
    start_at: start,
    rounds: [round(1, start), round(2, '2026-06-01T10:05:00Z')],
    my_entry: null,
  };

  it('is just after the next start or tee time, at most a minute away', () => {
    expect(nextRefreshIn(base, Date.parse(start) - 10_000)).toBe(10_500);
    expect(nextRefreshIn({ ...base, status: 'live' }, Date.parse(start) + 1_000)).toBe(60_000);
    expect(nextRefreshIn({ ...base, status: 'live' }, Date.parse('2026-06-01T10:04:50Z'))).toBe(10_500);
    const teeTime = entry({ rounds: [entryRound({ tee_time: '2026-06-01T10:00:20Z' })] });
    expect(nextRefreshIn({ ...base, status: 'live', my_entry: teeTime }, Date.parse(start) + 10_000)).toBe(10_500);
  });

  it('is a minute while live with nothing ahead, and never once it is over', () => {
    expect(nextRefreshIn({ ...base, status: 'live' }, Date.parse('2026-06-02T00:00:00Z'))).toBe(60_000);
    expect(nextRefreshIn({ ...base, status: 'finished' }, Date.parse(start) - 1000)).toBeNull();
    expect(nextRefreshIn({ ...base, status: 'cancelled' }, Date.parse(start) - 1000)).toBeNull();
  });
});

describe('entry refusals', () => {
  it('has English and Swedish texts, and a link with its text, for every refusal the server gives', () => {
    for (const refusal of tournamentEntryRefusals) {
      expect(en.tournaments.entry.refusals[refusal]).toBeTruthy();
      expect(sv.tournaments.entry.refusals[refusal]).toBeTruthy();
      expect(en.tournaments.entry.fixes[refusal]).toBeTruthy();
      expect(sv.tournaments.entry.fixes[refusal]).toBeTruthy();
    }
    expect(entryRefusalFix.two_factor_missing).toBe('profile/two-factor');
  });
});
