import { centimetres, suggestSwing, VLM_CLUBS, type BallType, type Club as GolfClub } from '@golf/golf';
import type { Club } from './open-connect';

/** What the suggestion needs of the player's settings (the player_settings row). */
export interface NextClubSettings {
  hand: string;
  ballType: number;
  sevenIronDistance: number;
  shotShape: number;
  golfBag: readonly number[];
}

/**
 * The club GSPro would hand the player for their next shot, sent unprompted in the 201 after each
 * shot: the same suggestion the game's swing controls make (the shortest club of the bag whose full
 * swing reaches, the putter on the green), so the connector and the game agree until the player
 * changes it.
 */
export function nextClub(settings: NextClubSettings, distanceCm: number, onGreen: boolean): Club | null {
  const known = VLM_CLUBS.filter((club) => settings.golfBag.includes(club));
  const bag: GolfClub[] = known.length > 0 ? known : [...VLM_CLUBS];
  const suggestion = suggestSwing(
    centimetres(distanceCm),
    bag,
    {
      sevenIronDistance: centimetres(settings.sevenIronDistance),
      shotShape: settings.shotShape,
      hand: settings.hand === 'L' ? 'L' : 'R',
      ballType: settings.ballType as BallType,
    },
    onGreen,
  );
  return suggestion ? (suggestion.club as Club) : null;
}
