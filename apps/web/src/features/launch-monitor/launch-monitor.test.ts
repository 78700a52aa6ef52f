import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, toTargetCm } from './api';
import { strokeSource } from './strokes';

describe('strokeSource', () => {
  const posted = new Set(['a']);
  it('tells strokes this screen posted from own strokes played elsewhere (a launch monitor)', () => {
    expect(strokeSource({ id: 'a', user_id: 7 }, 7, posted)).toBe('posted-here');
    expect(strokeSource({ id: 'b', user_id: 7 }, 7, posted)).toBe('own-elsewhere');
    expect(strokeSource({ user_id: 7 }, 7, posted)).toBe('own-elsewhere');
  });
  it('leaves other players alone whatever the id', () => {
    expect(strokeSource({ id: 'a', user_id: 8 }, 7, posted)).toBe('other-player');
  });
});

describe('pairing countdown', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('counts whole seconds up to the expiry and never below zero', () => {
    expect(secondsLeft('2026-01-01T10:10:00Z', now)).toBe(600);
    expect(secondsLeft('2026-01-01T10:00:00.500Z', now)).toBe(1);
    expect(secondsLeft('2026-01-01T09:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });
  it('formats m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('toTargetCm', () => {
  it('sends whole centimetres within the accepted range, null when unknown', () => {
    expect(toTargetCm(12345.6)).toBe(12346);
    expect(toTargetCm(-2)).toBe(0);
    expect(toTargetCm(5_000_000)).toBe(1_000_000);
    expect(toTargetCm(null)).toBeNull();
    expect(toTargetCm(Number.NaN)).toBeNull();
  });
});
