import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integrityCheckCodes } from '@golf/contracts';
import { formatIntegrityFlag, parseIntegrityFlag } from './flagged-strokes';

describe('parseIntegrityFlag', () => {
  const check = fc.record({
    code: fc.constantFrom(...integrityCheckCodes),
    reported: fc.integer({ min: -100_000, max: 1_000_000 }),
    computed: fc.integer({ min: -100_000, max: 1_000_000 }),
    tolerance: fc.nat({ max: 100_000 }),
  });

  it('reads back every check formatIntegrityFlag wrote, in order', () => {
    fc.assert(
      fc.property(fc.array(check, { minLength: 1, maxLength: 4 }), (checks) => {
        expect(parseIntegrityFlag(formatIntegrityFlag(checks))).toEqual(checks);
      }),
    );
  });

  it('leaves out the parts it does not know', () => {
    expect(
      parseIntegrityFlag(
        'spin_mismatch reported=1 computed=2 tolerance=3; carry_mismatch reported=25000 computed=18730 tolerance=1498; noise',
      ),
    ).toEqual([{ code: 'carry_mismatch', reported: 25000, computed: 18730, tolerance: 1498 }]);
    expect(parseIntegrityFlag('')).toEqual([]);
  });
});
