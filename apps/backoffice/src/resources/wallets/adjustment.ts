import { ECONOMY_AMOUNT_MAX, type AdjustmentRequest } from '@golf/contracts';

/**
 * The manual wallet adjustment (transaction_action 60): a signed whole amount (positive credits,
 * negative debits, never 0) and a comment, both required (issue 7: "amount and comment required").
 */
export const ADJUSTMENT_COMMENT_MAX = 500;

export interface AdjustmentForm {
  user_id: number;
  token_type: number;
  amount: string;
  comment: string;
  /** One key per dialog, so a retried submit applies once. */
  idempotency_key: string;
}

export type AdjustmentProblems = Partial<Record<'amount' | 'comment', { key: string; args?: Record<string, unknown> }>>;

export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** `balance`: the wallet's balance now, when known; a debit past it is refused (no wallet goes below zero). */
export function adjustmentProblems(
  form: Pick<AdjustmentForm, 'amount' | 'comment'> & { balance?: number },
): AdjustmentProblems {
  const problems: AdjustmentProblems = {};
  const amount = parseAmount(form.amount);
  if (amount === undefined || amount === 0) problems.amount = { key: 'app.wallets.amount_required' };
  // The API's bound on one amount, said under the field rather than in an error dialog after sending.
  else if (Math.abs(amount) > ECONOMY_AMOUNT_MAX) problems.amount = { key: 'app.wallets.amount_too_large' };
  else if (form.balance !== undefined && form.balance + amount < 0)
    problems.amount = { key: 'app.wallets.below_zero', args: { balance: form.balance } };
  const comment = form.comment.trim();
  if (!comment) problems.comment = { key: 'app.wallets.comment_required' };
  else if (comment.length > ADJUSTMENT_COMMENT_MAX)
    problems.comment = { key: 'app.wallets.comment_too_long', args: { max: ADJUSTMENT_COMMENT_MAX } };
  return problems;
}

/** The body of POST admin/wallets/adjustments; undefined while the form has problems. */
export function buildAdjustmentPayload(form: AdjustmentForm): AdjustmentRequest | undefined {
  if (Object.keys(adjustmentProblems(form)).length > 0) return undefined;
  return {
    user_id: form.user_id,
    token_type: form.token_type,
    amount: parseAmount(form.amount) as number,
    comment: form.comment.trim(),
    idempotency_key: form.idempotency_key,
  };
}

/** The balance after the adjustment, or undefined when the amount is not a whole number yet. */
export function balanceAfter(balance: number, amountText: string): number | undefined {
  const amount = parseAmount(amountText);
  return amount === undefined ? undefined : balance + amount;
}
