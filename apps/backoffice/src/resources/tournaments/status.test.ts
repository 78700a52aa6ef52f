import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canDisqualify,
  canPublish,
  entrantStatusKey,
  fieldLock,
  heldRounds,
  isClosed,
  resultsFileName,
  withoutLocked,
} from './status';

describe('tournament actions', () => {
  it('publishes drafts only, and cancels anything not finished or cancelled', () => {
    expect(canPublish({ status: 'draft' })).toBe(true);
    expect(canPublish({ status: 'upcoming' })).toBe(false);
    expect(['draft', 'upcoming', 'live'].every((status) => canCancel({ status: status as 'live' }))).toBe(true);
    expect(canCancel({ status: 'finished' })).toBe(false);
    expect(canCancel({ status: 'cancelled' })).toBe(false);
  });

  it('names the export after the tournament, without characters file systems refuse', () => {
    expect(resultsFileName({ id: 7, title: 'Vårens Öppna: 2026 / Final' })).toBe(
      'tournament-7-varens-oppna-2026-final-results.csv',
    );
    expect(resultsFileName({ id: 8, title: '***' })).toBe('tournament-8-results.csv');
  });

  it('offers review for held rounds and DQ for entries still in', () => {
    const round = (number: number, state: 'review' | 'completed') => ({
      number,
      state,
      round_id: number,
      flagged_strokes: state === 'review' ? 1 : 0,
      tee_time: null,
    });
    expect(heldRounds({ rounds: [round(1, 'completed'), round(2, 'review')] }).map((r) => r.number)).toEqual([2]);
    expect(canDisqualify({ status: 'entered' })).toBe(true);
    expect(canDisqualify({ status: 'cut' })).toBe(true);
    expect(canDisqualify({ status: 'withdrawn' })).toBe(false);
    expect(canDisqualify({ status: 'disqualified' })).toBe(false);
  });
});

describe('what the edit screen lets staff change', () => {
  const start = '2026-06-01T10:00:00Z';
  const before = Date.parse(start) - 60_000;
  const after = Date.parse(start) + 60_000;
  const tournament = (status: 'draft' | 'upcoming' | 'live' | 'finished' | 'cancelled', published = true) => ({
    status,
    published_at: published ? '2026-05-01T10:00:00Z' : null,
    start_at: start,
  });

  it('locks the terms once published and the schedule from the start, as the server refuses them', () => {
    const draft = tournament('draft', false);
    expect(['entry_fee', 'divisions', 'rounds', 'start_at', 'title'].map((f) => fieldLock(draft, f, before))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const upcoming = tournament('upcoming');
    expect(fieldLock(upcoming, 'entry_fee', before)).toBe('published');
    expect(fieldLock(upcoming, 'prize_sum', before)).toBe('published');
    expect(fieldLock(upcoming, 'divisions', before)).toBe('published');
    expect(fieldLock(upcoming, 'start_at', before)).toBeNull();
    expect(fieldLock(upcoming, 'rounds', before)).toBeNull();
    expect(fieldLock(upcoming, 'title', before)).toBeNull();
    // Started (the loaded status may still say upcoming): the schedule and the terms, for the start's reason.
    expect(fieldLock(upcoming, 'rounds', after)).toBe('started');
    expect(fieldLock(upcoming, 'entry_fee', after)).toBe('started');
    expect(fieldLock(tournament('live'), 'max_players', after)).toBe('started');
    expect(fieldLock(tournament('live'), 'description', after)).toBeNull();
  });

  it('makes a cancelled or finished tournament read-only, its entries refunded and out of reach', () => {
    for (const status of ['cancelled', 'finished'] as const) {
      expect(isClosed({ status })).toBe(true);
      expect(fieldLock(tournament(status), 'title', before)).toBe('closed');
      expect(canDisqualify({ status: 'entered' }, { status })).toBe(false);
    }
    expect(isClosed({ status: 'live' })).toBe(false);
    expect(canDisqualify({ status: 'entered' }, { status: 'live' })).toBe(true);
    const cancelled = { status: 'cancelled' as const };
    expect(entrantStatusKey({ status: 'entered', refunded_at: start }, cancelled)).toBe('refunded');
    expect(entrantStatusKey({ status: 'disqualified', refunded_at: start }, cancelled)).toBe('refunded');
    expect(entrantStatusKey({ status: 'entered', refunded_at: null }, cancelled)).toBe('cancelled');
    expect(entrantStatusKey({ status: 'withdrawn', refunded_at: start }, cancelled)).toBe('withdrawn');
    expect(entrantStatusKey({ status: 'entered', refunded_at: null }, { status: 'live' })).toBe('entered');
  });

  it('leaves the locked fields out of a save', () => {
    const body = { title: 'Renamed', entry_fee: 5, rounds: [], start_at: start };
    expect(withoutLocked(body, tournament('upcoming'), before)).toEqual({
      title: 'Renamed',
      rounds: [],
      start_at: start,
    });
    expect(withoutLocked(body, tournament('live'), after)).toEqual({ title: 'Renamed' });
    expect(withoutLocked(body, tournament('draft', false), before)).toEqual(body);
  });
});
