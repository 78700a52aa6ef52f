import { apiGet } from '../../lib/api';

/** How a completed round ended for the caller. */
export interface HistoryResult {
  players: number;
  /** Stroke play and closest to pin: the caller's position. */
  position: number | null;
  /** Match play, from the caller's side. */
  match: {
    outcome: 'won' | 'lost' | 'halved';
    kind: string;
    margin: number;
    holes_remaining: number;
    holes_played: number;
    text: string;
  } | null;
  /** Driving range: shots hit. */
  shots: number | null;
}

/** A row of GET /rounds/history: the caller's latest 20 completed rounds, newest first. */
export interface HistoryEntry {
  round_id: number;
  title: string;
  /** enums.game_mode */
  game_mode: number;
  course: { id: number; title: string };
  holes_played: number;
  strokes: number;
  to_par: number;
  completed_at: string;
  result: HistoryResult;
}

export const historyKeys = { all: ['rounds', 'history'] as const };

export function fetchMatchHistory(signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiGet<HistoryEntry[]>('/rounds/history', { signal });
}
