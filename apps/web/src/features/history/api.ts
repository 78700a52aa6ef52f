import type { HistoryEntry } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export type { HistoryEntry, HistoryHandicap, HistoryResult } from '@golf/contracts';

export const historyKeys = { all: ['rounds', 'history'] as const };

export function fetchMatchHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiGet<HistoryEntry[]>('/rounds/history', { signal });
}
