import type { ConnectorLaunchResult, LaunchInput } from '../launches/launches.service';
import type { ShotSink } from './launch-monitor.service';
import { nextClub, type NextClubSettings } from './launch-monitor.next-club';

/**
 * The connector's shots played by the launches module: in the player's one ongoing round, from where
 * their ball lies, with the club chosen in the game. The connector's data are already the launch
 * monitor's (world) frame, + right of the target line for either hand, so nothing is mirrored.
 * The result names the next shot's distance and the club suggested for it (the 201 after the shot).
 */
export function launchesShotSink(
  launches: { playForPlayer(userId: number, launch: LaunchInput): Promise<ConnectorLaunchResult> },
  settingsOf: (userId: number) => Promise<NextClubSettings>,
): ShotSink {
  return async (userId, launch) => {
    const result = await launches.playForPlayer(userId, {
      id: launch.id,
      club: launch.club,
      ball_speed: launch.ballSpeed,
      launch_angle: launch.launchAngle,
      azimuth: launch.azimuth,
      back_spin: launch.backSpin,
      side_spin: launch.sideSpin,
      ...(launch.clubSpeed !== undefined ? { club_speed: launch.clubSpeed } : {}),
      mulligan: false,
    });
    const distance = result.nextShotToPinCm;
    return {
      distanceToTargetCm: distance,
      nextClub: distance === null ? null : nextClub(await settingsOf(userId), distance, result.nextShotOnGreen),
    };
  };
}
