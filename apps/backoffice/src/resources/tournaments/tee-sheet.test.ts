import { describe, expect, it } from 'vitest';
import type { TeeSheet } from '@golf/contracts';
import { swapChoices, teeSheetEditable, teeTimeChoices } from './tee-sheet';

const sheet: TeeSheet = {
  round_number: 1,
  mode: 'assigned',
  window_start: '2030-01-01T08:00:00.000Z',
  window_end: '2030-01-01T08:40:00.000Z',
  groups: [
    {
      tee_time: '2030-01-01T08:00:00.000Z',
      players: [
        { user_id: 1, display_name: 'A' },
        { user_id: 2, display_name: 'B' },
      ],
    },
    { tee_time: '2030-01-01T08:10:00.000Z', players: [{ user_id: 3, display_name: 'C' }] },
  ],
};

describe('teeTimeChoices', () => {
  it.each([
    // [player, group size, expected times (minutes past 08:00) with their player counts]
    [
      3,
      2,
      [
        [20, 0],
        [30, 0],
      ],
    ],
    [
      1,
      2,
      [
        [10, 1],
        [20, 0],
        [30, 0],
      ],
    ],
    [
      3,
      3,
      [
        [0, 2],
        [20, 0],
        [30, 0],
      ],
    ],
  ])('player %i in groups of %i', (userId, groupSize, expected) => {
    const choices = teeTimeChoices(sheet, userId, { intervalMinutes: 10, groupSize });
    expect(choices).toEqual(
      expected.map(([minutes, players]) => ({
        tee_time: new Date(Date.parse(sheet.window_start) + minutes! * 60_000).toISOString(),
        players,
      })),
    );
  });

  it('offers nothing without an interval', () => {
    expect(teeTimeChoices(sheet, 1, { intervalMinutes: 0, groupSize: 4 })).toEqual([]);
  });
});

describe('swapChoices', () => {
  it('lists the players of the other groups', () => {
    expect(swapChoices(sheet, 1).map((p) => p.user_id)).toEqual([3]);
    expect(swapChoices(sheet, 3).map((p) => p.user_id)).toEqual([1, 2]);
  });
});

describe('teeSheetEditable', () => {
  it.each([
    ['2030-01-01T07:59:59.000Z', true],
    ['2030-01-01T08:00:00.000Z', false],
  ])('at %s: %s', (now, editable) => {
    expect(teeSheetEditable(sheet, new Date(now))).toBe(editable);
  });
});
