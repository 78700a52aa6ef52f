import { describe, expect, it } from 'vitest';
import { lobbyAction, roundExit } from './round-actions';

const round = (changes: Partial<Parameters<typeof roundExit>[0]> = {}) => ({
  host_id: 1,
  game_mode: 20,
  round_status: 10,
  play_status: 0,
  ...changes,
});

describe('roundExit', () => {
  it('before the start: the host cancels, the other players leave', () => {
    expect(roundExit(round(), 1)).toBe('cancel');
    expect(roundExit(round(), 2)).toBe('leave');
  });

  it('under way: only a driving range session can be finished early', () => {
    expect(roundExit(round({ play_status: 10, game_mode: 50 }), 1)).toBe('finish');
    expect(roundExit(round({ play_status: 10, game_mode: 50 }), 2)).toBe('finish');
    for (const gameMode of [10, 20, 30])
      expect(roundExit(round({ play_status: 10, game_mode: gameMode }), 1)).toBeNull();
  });

  it('nothing once the round has ended (completed or cancelled), or without a user', () => {
    expect(roundExit(round({ round_status: 20 }), 1)).toBeNull();
    expect(roundExit(round({ round_status: 20, play_status: 100 }), 2)).toBeNull();
    expect(roundExit(round(), undefined)).toBeNull();
  });
});

describe('lobbyAction', () => {
  it('opens a round of the player, offers to join one not started, and nothing on one under way', () => {
    expect(lobbyAction({ play_status: 10 }, true, [])).toBe('open');
    expect(lobbyAction({ play_status: 0 }, false, [])).toBe('join');
    expect(lobbyAction({ play_status: 10 }, false, [])).toBe('under_way');
  });

  it('offers no join on a wager round not started that the player may not stake', () => {
    expect(lobbyAction({ play_status: 0 }, false, ['feature_missing'])).toBe('refused');
    expect(lobbyAction({ play_status: 0 }, false, ['two_factor_missing', 'address_missing'])).toBe('refused');
    // Their own round still opens, and one under way is under way whoever asks.
    expect(lobbyAction({ play_status: 0 }, true, ['feature_missing'])).toBe('open');
    expect(lobbyAction({ play_status: 10 }, false, ['feature_missing'])).toBe('under_way');
  });
});
