import type { RoundPlayer } from '../api';

/** The player's own shots are white; the others' take a colour by their seat. */
export const OWN_COLOR = '#ffffff';
const OTHER_COLORS = ['#ffa94d', '#74c0fc', '#f783ac', '#b197fc', '#63e6be', '#ffe066', '#ff8787'];

export function colorFor(
  players: readonly Pick<RoundPlayer, 'user_id'>[] | undefined,
  meId: number,
  userId: number,
): string {
  if (userId === meId) return OWN_COLOR;
  const seat = players?.findIndex((p) => p.user_id === userId) ?? 0;
  return OTHER_COLORS[Math.max(0, seat) % OTHER_COLORS.length]!;
}
