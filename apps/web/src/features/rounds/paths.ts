import { enums } from '@golf/contracts';
import type { RoundSettings } from './api';

/** Paths of the round screens inside an environment (pass them to pathFor). */
export const roundPaths = {
  lobby: 'rounds',
  create: 'rounds/new',
  /** The waiting room: players, invites, join code and start. */
  room: (id: number) => `rounds/${id}/lobby`,
  /** The round itself (the in-round screen). */
  play: (id: number) => `rounds/${id}`,
};

/** Where opening a round goes: its waiting room before the start, the round itself after. */
export function openPath(round: Pick<RoundSettings, 'id' | 'play_status'>): string {
  return round.play_status === enums.play_status.pending ? roundPaths.room(round.id) : roundPaths.play(round.id);
}
