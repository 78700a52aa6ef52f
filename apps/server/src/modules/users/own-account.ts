import { serverEvents, type UpdateMe } from '@golf/contracts';
import { createLruCache } from '../../cluster/lru-cache';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityEntry } from '../activity/activity.service';
import type { ProfileChanges } from './profile-changes';
import type { PurchaseLimit } from './purchase-limit';
import { settingsChanges, type SaveLogged } from './saved-changes';
import type { UserEvents } from './user-events';
import type { UserLoader } from './user-loader';
import { presentGameIdentifier, presentUser } from './user-presenter';
import type { UsersRepository } from './users.repository';

/** A device description the game sends: printable, short. Anything else is "Invalid device name". */
const DEVICE_FIELD = /^[\p{L}\p{N} ._:/()+#-]{1,64}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long GET /users/me is served from memory; every change to the user drops it sooner (user.updated). */
export const ME_CACHE_TTL_MS = 60_000;

export interface OwnAccountDeps {
  users: Pick<UsersRepository, 'update' | 'playerSettingsOf' | 'upsertGameIdentifier' | 'deleteGameIdentifier'>;
  access: Pick<AccessRepository, 'abilitiesOf'>;
  events: UserEvents;
  loader: UserLoader;
  profileChanges: ProfileChanges;
  purchaseLimit: PurchaseLimit;
  saveLogged: SaveLogged;
  clock: () => Date;
}

/** The signed-in player's own account: the profile, its settings and the game installations. */
export function createOwnAccount(deps: OwnAccountDeps) {
  const { users, events, loader, purchaseLimit, clock } = deps;

  // The serialized /users/me reply per user. Anything that changes what it shows emits
  // user.updated (on every node, through the cluster bus), which drops the entry; a version per
  // user keeps a reply computed during a change from being cached after it.
  const meCache = createLruCache<number, string>({ maxEntries: 20_000, clock: () => clock().getTime() });
  const versions = new Map<number, number>();
  events.on(serverEvents.userUpdated, (userId) => {
    meCache.delete(userId);
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  });

  const me = async (userId: number) => presentUser(await loader.load(userId));

  const buildMeJson = async (userId: number) => {
    const version = versions.get(userId) ?? 0;
    const user = await me(userId);
    const body = JSON.stringify({ data: user });
    const pendingAt = user.purchase_limit_pending ? Date.parse(user.purchase_limit_pending.applies_at) : Infinity;
    const ttl = Math.min(ME_CACHE_TTL_MS, pendingAt - clock().getTime());
    if ((versions.get(userId) ?? 0) === version && ttl > 0) meCache.set(userId, body, ttl);
    return body;
  };

  return {
    me,

    /**
     * GET /users/me as JSON text, from memory when nothing changed since it was built: then
     * synchronously, so the route answers without a promise.
     */
    meJson(userId: number): string | Promise<string> {
      return meCache.get(userId) ?? buildMeJson(userId);
    },

    async updateMe(userId: number, patch: UpdateMe, request: ActivityEntry['request']) {
      const user = await purchaseLimit.withDueLimit(await loader.findUser(userId));
      const { purchase_limit_per_month, download_opt_in, player_settings, ...profile } = patch;
      const changes = await deps.profileChanges(user, profile);
      if (purchase_limit_per_month !== undefined)
        Object.assign(changes, await purchaseLimit.changes(user, purchase_limit_per_month));
      // Opting in again keeps the first opt-in time: only switching is a change.
      if (download_opt_in !== undefined && download_opt_in !== (user.downloadOptAt !== null))
        changes.downloadOptAt = download_opt_in ? clock() : null;
      await deps.saveLogged(
        userId,
        { user, settings: player_settings && (await users.playerSettingsOf(userId)) },
        { user: changes, settings: player_settings && settingsChanges(player_settings) },
        { actorId: userId, request },
      );
      return me(userId);
    },

    async completeRegistration(userId: number) {
      const user = await loader.findUser(userId);
      if (!user.registrationCompletedAt) {
        await users.update(userId, { registrationCompletedAt: clock() });
        events.emit(serverEvents.userUpdated, userId);
      }
      return me(userId);
    },

    abilities(userId: number) {
      return deps.access.abilitiesOf(userId);
    },

    async registerGameIdentifier(
      userId: number,
      fields: { uuid: string; software_version: string; hardware_version: string; hardware_key: string },
    ) {
      if (!UUID.test(fields.uuid)) throw new AppError('auth.game_identifier_failed');
      if (!DEVICE_FIELD.test(fields.hardware_version) || !DEVICE_FIELD.test(fields.hardware_key))
        throw new AppError('auth.invalid_device_name');
      const row = await users.upsertGameIdentifier(userId, {
        uuid: fields.uuid.toLowerCase(),
        softwareVersion: fields.software_version,
        hardwareVersion: fields.hardware_version,
        hardwareKey: fields.hardware_key,
      });
      events.emit(serverEvents.userUpdated, userId);
      return presentGameIdentifier(row);
    },

    async removeGameIdentifier(userId: number, id: number) {
      if (!(await users.deleteGameIdentifier(userId, id))) throw new AppError('general.not_found');
      events.emit(serverEvents.userUpdated, userId);
    },
  };
}
