import { describe, expect, it } from 'vitest';
import {
  recordVerificationSent,
  secondsLeft,
  VERIFICATION_EMAIL_INTERVAL_S,
  verificationDeadline,
} from './verification';

describe('secondsLeft', () => {
  it.each([
    [null, 0, 0],
    [10_000, 10_000, 0],
    [10_000, 9_001, 1],
    [70_000, 10_000, 60],
    [10_000, 20_000, 0],
  ])('deadline %j at %j → %j', (deadline, now, expected) => {
    expect(secondsLeft(deadline, now)).toBe(expected);
  });
});

describe('verification e-mail throttle', () => {
  it('allows one link a minute by default', () => {
    expect(VERIFICATION_EMAIL_INTERVAL_S).toBe(60);
    const deadline = recordVerificationSent('Ann@Example.com', undefined, 1_000);
    expect(deadline).toBe(61_000);
    expect(verificationDeadline('ann@example.com ')).toBe(61_000);
    expect(secondsLeft(verificationDeadline('ann@example.com'), 31_000)).toBe(30);
  });

  it("follows the server's Retry-After", () => {
    recordVerificationSent('bo@example.com', 17, 0);
    expect(secondsLeft(verificationDeadline('bo@example.com'), 0)).toBe(17);
  });

  it('knows nothing about other addresses', () => {
    expect(verificationDeadline('nobody@example.com')).toBeNull();
    expect(verificationDeadline(null)).toBeNull();
  });
});
