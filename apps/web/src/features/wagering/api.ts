import type { WageringStatus } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export type { RoundWager, WageringStatus, WagerRefusal } from '@golf/contracts';

export const wageringKeys = { status: ['wagering', 'status'] as const };

/** GET /users/me/wagering: whether the player may wager now, every reason why not, the minimum and the limit. */
export function fetchWageringStatus(signal?: AbortSignal): Promise<WageringStatus> {
  return apiGet<WageringStatus>('/users/me/wagering', { signal });
}
