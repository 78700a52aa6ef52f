import { describe, expect, it } from 'vitest';
import { canCancel, canDisqualify, canPublish, heldRounds, resultsFileName } from './status';

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
