import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { canTransition, statesLeadingTo } from './order-states';

const s = enums.order_status;

describe('order state machine', () => {
  it.each([
    [s.pending_checkout, s.pending_payment, true],
    [s.pending_checkout, s.canceled, true],
    [s.pending_payment, s.paid, true],
    [s.pending_payment, s.canceled, true],
    [s.paid, s.completed, true],
    [s.paid, s.refunded, true],
    [s.completed, s.refunded, true],
    [s.pending_checkout, s.paid, false],
    [s.pending_payment, s.completed, false],
    [s.canceled, s.paid, true],
    [s.canceled, s.completed, false],
    [s.refunded, s.completed, false],
    [s.completed, s.canceled, false],
    [s.completed, s.paid, false],
  ])('%i → %i is %s', (from, to, legal) => {
    expect(canTransition(from, to)).toBe(legal);
  });

  it('knows where each state comes from', () => {
    expect(statesLeadingTo(s.refunded).sort()).toEqual([s.paid, s.completed].sort());
    expect(statesLeadingTo(s.canceled).sort()).toEqual([s.pending_checkout, s.pending_payment].sort());
    expect(statesLeadingTo(s.paid).sort()).toEqual([s.pending_payment, s.canceled].sort());
  });
});
