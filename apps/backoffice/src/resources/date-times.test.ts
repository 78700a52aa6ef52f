import { describe, expect, it } from 'vitest';
import { afterField, inTheFuture, toIsoTime, withIsoTimes } from './date-times';

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

describe('date-time validators', () => {
  const refused = { message: 'app.validation.after_start', args: {} };

  it('refuses an end at or before the start, of the form or of the same array item', () => {
    const check = afterField('start_at');
    const values = {
      start_at: '2026-12-01T10:00',
      end_at: '2026-12-01T09:00',
      rounds: [
        { start_at: '2026-12-01T10:00', end_at: '2026-12-01T12:00' },
        { start_at: '2026-12-02T10:00', end_at: '2026-12-02T10:00' },
      ],
    };
    expect(check(values.end_at, values, { source: 'end_at' })).toEqual(refused);
    expect(check('2026-12-01T10:01', values, { source: 'end_at' })).toBeUndefined();
    expect(check(values.rounds[0]!.end_at, values, { finalSource: 'rounds.0.end_at' })).toBeUndefined();
    expect(check(values.rounds[1]!.end_at, values, { finalSource: 'rounds.1.end_at' })).toEqual(refused);
    // A blank start or end is `required`'s to report.
    expect(check('', values, { source: 'end_at' })).toBeUndefined();
    expect(check(values.end_at, { end_at: values.end_at }, { source: 'end_at' })).toBeUndefined();
  });

  it('refuses a date-time that has passed', () => {
    expect(inTheFuture(new Date(Date.now() - 60_000))).toEqual({ message: 'app.validation.in_future', args: {} });
    expect(inTheFuture(new Date(Date.now() + 60_000))).toBeUndefined();
    expect(inTheFuture(null)).toBeUndefined();
  });
});
