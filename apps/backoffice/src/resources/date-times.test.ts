import { describe, expect, it } from 'vitest';
import { toIsoTime, withIsoTimes } from './date-times';

describe('date-times as the API takes them', () => {
  it('writes a local date-time in UTC and leaves what is no date for the server to refuse', () => {
    expect(toIsoTime('2026-06-01T10:00:00+02:00')).toBe('2026-06-01T08:00:00.000Z');
    expect(toIsoTime(new Date('2026-06-01T08:00:00Z'))).toBe('2026-06-01T08:00:00.000Z');
    expect(toIsoTime('soon')).toBe('soon');
    expect(toIsoTime(null)).toBeNull();
  });

  it('converts only the named fields, and sends a cleared one as none', () => {
    const local = '2026-12-01T10:00';
    expect(withIsoTimes({ starts_at: local, ends_at: '', name: '2026-12-01T10:00' }, ['starts_at', 'ends_at'])).toEqual(
      {
        starts_at: new Date(local).toISOString(),
        ends_at: null,
        name: '2026-12-01T10:00',
      },
    );
    expect(withIsoTimes({ name: 'x' }, ['starts_at'])).toEqual({ name: 'x' });
  });
});
