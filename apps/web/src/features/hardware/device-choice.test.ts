import { describe, expect, it } from 'vitest';
import type { GameIdentifier } from '@golf/contracts';
import { deviceForRound } from '../rounds/round-form';
import { DEVICE_CHOICE_KEY, devicesToJoinWith, readDeviceChoice, writeDeviceChoice } from './device-choice';

const device = (id: number, hardware_version: string): GameIdentifier => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  software_version: '1.0.0',
  hardware_version,
  hardware_key: `SIM-${id}`,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the device this browser plays on', () => {
  it('is kept, read back, and forgotten', () => {
    const storage = memoryStorage();
    expect(readDeviceChoice(storage)).toBeNull();
    writeDeviceChoice(storage, device(2, 'HW-A'));
    expect(readDeviceChoice(storage)).toEqual(device(2, 'HW-A'));
    writeDeviceChoice(storage, null);
    expect(readDeviceChoice(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ id: 'x' })],
  ])('reads %s as no choice', (_label, stored) => {
    const storage = memoryStorage();
    storage.setItem(DEVICE_CHOICE_KEY, stored);
    expect(readDeviceChoice(storage)).toBeNull();
  });

  it('reads missing or failing storage as no choice', () => {
    expect(readDeviceChoice(undefined)).toBeNull();
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(readDeviceChoice(throwing)).toBeNull();
  });

  it.each([
    // [chosen, the player's devices, round restriction, device joined with]
    [null, [device(1, 'HW-A'), device(2, 'HW-A')], 'HW-A', 1],
    [device(2, 'HW-A'), [device(1, 'HW-A'), device(2, 'HW-A')], 'HW-A', 2],
    // Chosen but of another model: the player's matching device instead.
    [device(3, 'HW-B'), [device(1, 'HW-A'), device(3, 'HW-B')], 'HW-A', 1],
    // A kiosk: its own list is withheld, the recognised device is all it has.
    [device(4, 'HW-A'), [], 'HW-A', 4],
    [device(4, 'HW-A'), [], null, undefined],
  ] as const)('chosen %j among %j for %s joins with %s', (chosen, devices, restriction, expected) => {
    expect(deviceForRound({ restrict_hardware: restriction }, devicesToJoinWith(chosen, devices))).toBe(expected);
  });

  it('lists the chosen device once, first', () => {
    expect(devicesToJoinWith(device(2, 'A'), [device(1, 'A'), device(2, 'A')]).map((d) => d.id)).toEqual([2, 1]);
  });
});
