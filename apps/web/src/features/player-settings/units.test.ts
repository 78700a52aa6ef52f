import { describe, expect, it } from 'vitest';
import { enums, translate } from '@golf/contracts';
import { distanceInUnit, ironDistanceLabelSet } from './units';

describe('distanceInUnit', () => {
  it.each([
    [10000, 'metric', 100],
    [14250, 'metric', 143],
    [10000, 'imperial', 109],
    [16000, 'imperial', 175],
    [9144, 'imperial', 100],
  ] as const)('%i cm in %s is %i', (cm, unit, expected) => {
    expect(distanceInUnit(cm, unit)).toBe(expected);
  });

  it("agrees with the catalogue's 7-iron labels", () => {
    for (const [member, cm] of Object.entries(enums.iron_distance)) {
      expect(translate('en', `enums.iron_distance.${member}`)).toBe(`${distanceInUnit(cm, 'imperial')} yd`);
      expect(translate('en', `enums.iron_distance_metric.${member}`)).toBe(`${distanceInUnit(cm, 'metric')} m`);
    }
  });
});

describe('ironDistanceLabelSet', () => {
  it('picks metres or yards', () => {
    expect(ironDistanceLabelSet('metric')).toBe('iron_distance_metric');
    expect(ironDistanceLabelSet('imperial')).toBe('iron_distance');
  });
});
