import type { ErrorKey, GameDownload, LatestGameVersion, MetaEntry, User } from '@golf/contracts';
import { apiGet, apiSend, isApiError } from '../../lib/api';
import { accessibleFeatures } from '../subscriptions/features';

export const gameVersionKeys = { latest: ['game-versions', 'latest'] as const };

/** The catalogue key of "no version released yet" (typed, so a renamed key fails the typecheck). */
const NO_RELEASE: ErrorKey = 'files.no_game_release';

/** GET /game-versions/latest; null while no version has been released. */
export async function fetchLatestGameVersion(signal?: AbortSignal): Promise<LatestGameVersion | null> {
  try {
    return await apiGet<LatestGameVersion>('/game-versions/latest', { signal });
  } catch (error) {
    if (isApiError(error) && error.key === NO_RELEASE) return null;
    throw error;
  }
}

/** POST /game-versions/latest/download: a signed link to the latest build (software_download). */
export function requestGameDownload(): Promise<GameDownload> {
  return apiSend<GameDownload>('POST', '/game-versions/latest/download');
}

/**
 * Whether the user holds software_download, as the user record shows it (subscriptions' meta and
 * unlocks): decides what the card offers; the server decides again when the link is asked for.
 */
export function canDownloadGame(user: Pick<User, 'user_subscriptions' | 'feature_unlocks'>, now = Date.now()): boolean {
  const subscriptions = user.user_subscriptions.map((subscription) => ({
    meta: Array.isArray(subscription.meta) ? (subscription.meta as MetaEntry[]) : [],
  }));
  return accessibleFeatures(subscriptions, user.feature_unlocks, now).includes('software_download');
}
