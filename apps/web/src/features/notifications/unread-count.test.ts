import { describe, expect, it } from 'vitest';
import { unreadAfterArrival, unreadAfterMarkAll, unreadAfterMarkRead } from './unread-count';

describe('unread counter', () => {
  it('goes up by one per arrival once loaded', () => {
    expect(unreadAfterArrival(0)).toBe(1);
    expect(unreadAfterArrival(4)).toBe(5);
    expect(unreadAfterArrival(undefined)).toBeUndefined();
  });

  it('goes down by one when an unread one is read, never below zero', () => {
    expect(unreadAfterMarkRead(3, true)).toBe(2);
    expect(unreadAfterMarkRead(0, true)).toBe(0);
    expect(unreadAfterMarkRead(3, false)).toBe(3);
  });

  it('is zero after mark all read', () => {
    expect(unreadAfterMarkAll()).toBe(0);
  });
});
