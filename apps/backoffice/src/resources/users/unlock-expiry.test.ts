import { describe, expect, it } from 'vitest';
import { expiryProblem, toExpiresAt } from './unlock-expiry';

describe('feature unlock expiry', () => {
  const now = new Date('2030-06-15T12:00:00');

  it.each([
    ['', undefined],
    ['2030-06-15T12:01', undefined],
    ['2031-01-01T00:00', undefined],
    ['2030-06-15T12:00', 'app.users.unlock_expiry_past'],
    ['2020-01-01T00:00', 'app.users.unlock_expiry_past'],
    ['not a date', 'app.users.unlock_expiry_invalid'],
  ])('%j → %s', (value, problem) => {
    expect(expiryProblem(value, now)).toBe(problem);
  });

  it('sends an ISO timestamp of the local time, or null for no expiry', () => {
    expect(toExpiresAt('')).toBeNull();
    expect(toExpiresAt('2031-01-01T08:30')).toBe(new Date('2031-01-01T08:30').toISOString());
  });
});
