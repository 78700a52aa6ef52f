import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { parseCheckoutReturn, RETURN_POLL_TIMEOUT_MS, returnPhase, shouldPoll } from './checkout-return';

const S = enums.order_status;

describe('checkout return address', () => {
  it('reads the order and the outcome the provider sent back', () => {
    expect(parseCheckoutReturn('?order=42&status=success')).toEqual({ orderId: 42, status: 'success' });
    expect(parseCheckoutReturn(new URLSearchParams('order=7&status=cancel'))).toEqual({ orderId: 7, status: 'cancel' });
  });

  it('turns anything unreadable into null', () => {
    expect(parseCheckoutReturn('')).toEqual({ orderId: null, status: null });
    expect(parseCheckoutReturn('?order=abc&status=paid')).toEqual({ orderId: null, status: null });
    expect(parseCheckoutReturn('?order=-3&status=SUCCESS')).toEqual({ orderId: null, status: null });
    expect(parseCheckoutReturn('?order=0')).toEqual({ orderId: null, status: null });
    expect(parseCheckoutReturn('?order=1.5&status=cancel')).toEqual({ orderId: null, status: 'cancel' });
  });
});

describe('checkout return phase', () => {
  it('trusts the order once it is final, whatever the address says', () => {
    expect(returnPhase('success', S.completed)).toBe('completed');
    expect(returnPhase('cancel', S.completed)).toBe('completed');
    expect(returnPhase('success', S.canceled)).toBe('canceled');
    expect(returnPhase(null, S.refunded)).toBe('refunded');
  });

  it('waits for a paid order that is not completed yet', () => {
    expect(returnPhase('success', S.pending_payment)).toBe('processing');
    expect(returnPhase('success', S.paid)).toBe('processing');
    expect(returnPhase('success', undefined)).toBe('processing');
    expect(returnPhase(null, S.pending_payment)).toBe('processing');
  });

  it('shows the cancel message when the buyer cancelled at the provider', () => {
    expect(returnPhase('cancel', S.pending_payment)).toBe('canceled');
    expect(returnPhase('cancel', undefined)).toBe('canceled');
  });

  it('has nothing to show without an order or an outcome', () => {
    expect(returnPhase(null, undefined)).toBe('invalid');
  });

  it('polls only while processing and within the time limit', () => {
    expect(shouldPoll('processing', 0)).toBe(true);
    expect(shouldPoll('processing', RETURN_POLL_TIMEOUT_MS)).toBe(false);
    expect(shouldPoll('completed', 0)).toBe(false);
    expect(shouldPoll('canceled', 0)).toBe(false);
  });
});
