import { hardwareVersionKey, type TournamentDetail, type TournamentEntryRefusal } from '@golf/contracts';
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
  /**
   * A cancelled tournament, as this player hears of it: their own fee came back (`refunded`), they
   * had entered for free (`free`), or they were not in it (`everyone`: every fee was refunded).
   */
  cancelled: 'refunded' | 'free' | 'everyone' | null;
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
  const cancelled = detail.status === 'cancelled';
  let closedReason: EntryOptions['closedReason'] = null;
  // Cancelled is closed for entrants too: their entry stays on the page, refunded, with nothing left to play.
  if (cancelled) closedReason = 'cancelled';
  else if (!entered && !open) closedReason = detail.status === 'draft' ? 'draft' : 'started';
  else if (!entered && detail.places_left <= 0) closedReason = 'full';
  const playsOn = entry?.status === 'entered' && !cancelled;
  const playing = playsOn ? entry.rounds.find((r) => r.state === 'playing' && r.round_id) : undefined;
  const playable = playsOn ? entry.rounds.find((r) => r.can_play) : undefined;
  const round = playing ?? playable;
  return {
    entered,
    canEnter: !entered && closedReason === null,
    closedReason,
    canWithdraw: entry?.status === 'entered' && open,
    playRound: round ? { number: round.number, roundId: round.round_id, resume: round === playing } : null,
    cancelled: !cancelled ? null : !entered ? 'everyone' : (entry?.fee_paid ?? 0) > 0 ? 'refunded' : 'free',
  };
}

/** Where in the player app each entry refusal is fixed (a handicap index only play moves: where it is shown). */
export const entryRefusalFix: Record<TournamentEntryRefusal, string> = {
  two_factor_missing: 'profile/two-factor',
  feature_missing: 'subscriptions',
  handicap_too_high: 'profile/statistics',
  hardware_missing: 'profile/hardware',
  tokens_missing: 'store',
};

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

/** The longest a page waits before reading the tournament again on its own. */
const MAX_REFRESH_MS = 60_000;

/**
 * When the page should read the tournament again by itself: just after the next moment that
 * changes what the player may do (the start closes entries and opens round 1, a later round or
 * the player's tee time opens it). Null when nothing is ahead; the channel's events cover the rest
 * (the cut, completion, cancellation).
 */
export function nextRefreshIn(
  detail: Pick<TournamentDetail, 'status' | 'start_at' | 'rounds' | 'my_entry'>,
  now: number,
): number | null {
  if (detail.status === 'finished' || detail.status === 'cancelled' || detail.status === 'draft') return null;
  const moments = [
    detail.start_at,
    ...detail.rounds.map((round) => round.start_at),
    ...(detail.my_entry?.rounds.map((round) => round.tee_time) ?? []),
  ]
    .filter((time): time is string => time !== null)
    .map((time) => Date.parse(time))
    .filter((time) => time > now);
  if (moments.length === 0) return detail.status === 'live' ? MAX_REFRESH_MS : null;
  // Half a second late, so the server's clock has passed the moment too.
  return Math.min(Math.min(...moments) - now + 500, MAX_REFRESH_MS);
}
