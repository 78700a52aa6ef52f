import { type ClubDistanceSummary, type ClubShot, summariseClubDistances } from '../statistics/club-distances';

/**
 * Driving range (game_mode 50): no score. The result is the shot list, in
 * the order hit, and per-club averages of carry, total and lateral distance
 * (with dispersion: standard deviation, min and max), all in centimetres.
 */
export interface DrivingRangeSession<S extends ClubShot = ClubShot> {
  readonly shots: readonly (S & { readonly shotNumber: number })[];
  readonly byClub: readonly ClubDistanceSummary[];
}

export function summariseDrivingRange<S extends ClubShot>(shots: readonly S[]): DrivingRangeSession<S> {
  return {
    shots: shots.map((shot, i) => ({ ...shot, shotNumber: i + 1 })),
    byClub: summariseClubDistances(shots),
  };
}
