import { serverEvents } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { Throttle, ThrottleRule } from '../auth/throttle';
import type { UserEvents } from '../users/user-events';
import type { UsersRepository } from '../users/users.repository';

/**
 * Avatar uploads a player may make in an hour. Each stores an image that stays a week after it is replaced
 * (decision 0129), so without a bound one account could fill the storage.
 */
export const AVATAR_CHANGES: ThrottleRule = { max: 10, windowSeconds: 3600 };

/** A player's own avatar: an uploaded image's address on the user (the identity provider's `image` column). */
export function createAvatars(deps: { users: UsersRepository; events: UserEvents; throttle: Throttle }) {
  /** Counts an upload of the player's avatar; refuses it, before anything is read or stored, past the bound. */
  async function countUpload(userId: number): Promise<void> {
    const state = await deps.throttle.hit(`avatar-upload:${userId}`, AVATAR_CHANGES);
    if (state.limited)
      throw new AppError('files.avatar_changed_too_often', {
        max: AVATAR_CHANGES.max,
        minutes: Math.ceil(state.retryAfterSeconds / 60),
        seconds: state.retryAfterSeconds,
      });
  }

  async function set(userId: number, url: string | null): Promise<string | null> {
    const row = await deps.users.update(userId, { image: url });
    // Caches of the user on every node drop it; the player's other devices hear it on their channel.
    deps.events.emit(serverEvents.userUpdated, userId);
    return row.image ?? null;
  }
  return { countUpload, set };
}

export type Avatars = ReturnType<typeof createAvatars>;
