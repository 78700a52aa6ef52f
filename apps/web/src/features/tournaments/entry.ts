import { hardwareVersionKey, type TournamentDetail } from '@golf/contracts';
import type { GameIdentifier } from '../../lib/auth/types';

/** What the player can do with a tournament now, for the page's entry panel. */
export interface EntryOptions {
  /** Entered and still in it (not withdrawn). */
  entered: boolean;
  canEnter: boolean;
  /** Why not, when the player is not entered and cannot enter: the catalogue key's last part. */
  closedReason: 'started' | 'full' | 'draft' | 'cancelled' | null;
  canWithdraw: boolean;
  /** The round "play my round" starts (or reopens, when already under way), if any. */
  playRound: { number: number; roundId: number | null; resume: boolean } | null;
}

/**
 * Entering is open while the tournament is published and before its start with places left;
 * withdrawing (refunded) only before the start. "Play my round" is the round the server says the
 * entry may play now (can_play), or one it has started and not finished.
 */
export function entryOptions(
  detail: Pick<TournamentDetail, 'status' | 'start_at' | 'places_left' | 'my_entry'>,
  now: number,
): EntryOptions {
  const entry = detail.my_entry;
  const entered = entry !== null && entry.status !== 'withdrawn';
  const beforeStart = now < Date.parse(detail.start_at);
  const open = detail.status === 'upcoming' && beforeStart;
  let closedReason: EntryOptions['closedReason'] = null;
  if (!entered && !open)
    closedReason = detail.status === 'draft' ? 'draft' : detail.status === 'cancelled' ? 'cancelled' : 'started';
  else if (!entered && detail.places_left <= 0) closedReason = 'full';
  const playing =
    entry?.status === 'entered' ? entry.rounds.find((r) => r.state === 'playing' && r.round_id) : undefined;
  const playable = entry?.status === 'entered' ? entry.rounds.find((r) => r.can_play) : undefined;
  const round = playing ?? playable;
  return {
    entered,
    canEnter: !entered && closedReason === null,
    closedReason,
    canWithdraw: entry?.status === 'entered' && open,
    playRound: round ? { number: round.number, roundId: round.round_id, resume: round === playing } : null,
  };
}

/**
 * The device to enter with when the tournament names hardware devices: the player's first device
 * of an allowed model. Undefined lets the server say what is missing ("Hardware not allowed").
 */
export function deviceForTournament(
  detail: Pick<TournamentDetail, 'hardwareDevices'>,
  devices: readonly Pick<GameIdentifier, 'id' | 'hardware_version'>[],
): number | undefined {
  if (detail.hardwareDevices.length === 0) return undefined;
  const allowed = new Set(detail.hardwareDevices.map((d) => hardwareVersionKey(d.hardware_version)));
  return devices.find((d) => d.hardware_version && allowed.has(hardwareVersionKey(d.hardware_version)))?.id;
}
