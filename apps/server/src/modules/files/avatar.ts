import { serverEvents } from '@golf/contracts';
import type { UserEvents } from '../users/user-events';
import type { UsersRepository } from '../users/users.repository';

/** A player's own avatar: an uploaded image's address on the user (the identity provider's `image` column). */
export function createAvatars(deps: { users: UsersRepository; events: UserEvents }) {
  async function set(userId: number, url: string | null): Promise<string | null> {
    const row = await deps.users.update(userId, { image: url });
    // Caches of the user on every node drop it; the player's other devices hear it on their channel.
    deps.events.emit(serverEvents.userUpdated, userId);
    return row.image ?? null;
  }
  return { set };
}

export type Avatars = ReturnType<typeof createAvatars>;
