import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { roleNames, serverEvents } from '@golf/contracts';
import { createLruCache } from '../../cluster/lru-cache';
import type { Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import type { SessionResolver } from '../auth/sessions';
import type { Mailer } from '../mail/mailer';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { SettingsReader } from '../settings/settings.reader';
import {
  presentAdminUser,
  presentAdminUserSummary,
  presentGameIdentifier,
  presentUser,
  type EconomyProfile,
} from './user-presenter';
import type { UserEvents } from './user-events';
import { createStaffTargetCheck } from './staff-target';
import { recordPermissionDenied } from '../auth/permission-denied';
import {
  adminUserListSpec,
  type PlayerSettingsRow,
  type PlayerSettingsUpdate,
  type UserRow,
  type UserUpdate,
  type UsersRepository,
} from './users.repository';
import type { adminUpdateUserBodySchema, Locale, UpdateMe } from '@golf/contracts';
import type { z } from 'zod';

type AdminUpdateUser = z.output<typeof adminUpdateUserBodySchema>;

type RequestInfo = ActivityEntry['request'];
type ProfileFields = Omit<AdminUpdateUser, 'email' | 'hcp'>;

/** A device description the game sends: printable, short. Anything else is "Invalid device name". */
const DEVICE_FIELD = /^[\p{L}\p{N} ._:/()+#-]{1,64}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 3600 * 1000;

/** The request field behind each user column an edit changes: what the activity log names. */
const FIELD_OF_COLUMN: Partial<Record<keyof UserRow, string>> = {
  email: 'email',
  emailVerified: 'email',
  hcp: 'hcp',
  displayName: 'display_name',
  firstName: 'first_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  phone: 'phone',
  locale: 'locale',
  streetAddress1: 'street_address_1',
  streetAddress2: 'street_address_2',
  careOf: 'care_of',
  zip: 'zip',
  city: 'city',
  stateInCountry: 'state_in_country',
  country: 'country',
  purchaseLimitPerMonth: 'purchase_limit_per_month',
  purchaseLimitNext: 'purchase_limit_per_month',
  purchaseLimitNextAt: 'purchase_limit_per_month',
  downloadOptAt: 'download_opt_in',
};

type PlayerSettingsInput = NonNullable<UpdateMe['player_settings']>;

/** The column behind each player setting a player sends. */
const SETTING_COLUMN = {
  hand: 'hand',
  ball_type: 'ballType',
  club_set: 'clubSet',
  '7_iron_distance': 'sevenIronDistance',
  teeing_type: 'teeingType',
  shot_shape: 'shotShape',
  unit_type: 'unitType',
  golf_bag: 'golfBag',
} as const satisfies Record<keyof PlayerSettingsInput, keyof PlayerSettingsUpdate>;

/** What the activity log names for a changed setting column: the request field, as validation errors name it. */
const FIELD_OF_SETTING_COLUMN: Record<string, string> = Object.fromEntries(
  Object.entries(SETTING_COLUMN).map(([field, column]) => [column, `player_settings.${field}`]),
);

/** Whether a requested value is the stored one: dates by instant, arrays (the golf bag) item by item, in order. */
function sameValue(stored: unknown, requested: unknown): boolean {
  if (stored instanceof Date && requested instanceof Date) return stored.getTime() === requested.getTime();
  if (Array.isArray(stored) && Array.isArray(requested))
    return stored.length === requested.length && stored.every((item, index) => sameValue(item, requested[index]));
  return stored === requested;
}

/** The changes whose value differs from the stored row (a full form resends every field). */
function differingChanges<Row extends object>(stored: Row, changes: Partial<Row>): Partial<Row> {
  return Object.fromEntries(
    Object.entries(changes).filter(([column, value]) => !sameValue(stored[column as keyof Row], value)),
  ) as Partial<Row>;
}

export interface UsersServiceDeps {
  users: UsersRepository;
  access: AccessRepository;
  profanity: ProfanityFilter;
  settings: SettingsReader;
  activity: ActivityLog;
  events: UserEvents;
  sessions: Pick<SessionResolver, 'forgetUser'>;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** Wallets, feature unlocks and subscriptions (the economy feature); shown empty without it. */
  economy?: { profileOf(userId: number, locale: Locale): Promise<EconomyProfile> };
  /** Sends the sign-up's verification link to an address staff set (the auth feature); none without it. */
  emailVerification?: { sendLink(email: string): Promise<void> };
  clock?: () => Date;
}

/** How long GET /users/me is served from memory; every change to the user drops it sooner (user.updated). */
export const ME_CACHE_TTL_MS = 60_000;

export function createUsersService(deps: UsersServiceDeps) {
  const { users, access, activity, events } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** May this staff member act on that account (administrators' accounts, one's own)? */
  const staffTarget = createStaffTargetCheck(access, activity);

  // The serialized /users/me reply per user. Anything that changes what it shows emits
  // user.updated (on every node, through the cluster bus), which drops the entry; a version per
  // user keeps a reply computed during a change from being cached after it.
  const meCache = createLruCache<number, string>({ maxEntries: 20_000, clock: () => clock().getTime() });
  const versions = new Map<number, number>();
  events.on(serverEvents.userUpdated, (userId) => {
    meCache.delete(userId);
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  });

  /**
   * After a change to what the user may do has committed: /users/me caches drop (user.updated) and
   * the user's client gets its new abilities (abilities.updated) and reloads its profile.
   */
  function announceAbilitiesChanged(userId: number): void {
    events.emit(serverEvents.abilitiesUpdated, userId);
    events.emit(serverEvents.userUpdated, userId);
  }

  /** Refuses (1019, recorded as auth.permission_denied) a staff member who is not an administrator. */
  async function requireAdministrator(actorId: number, subjectUserId: number, action: string, request: RequestInfo) {
    const actorRoles = (await access.rolesOf(actorId)).map((role) => role.name);
    if (actorRoles.includes(roleNames.administrator)) return;
    await recordPermissionDenied(activity, {
      actorId,
      subjectUserId,
      request,
      properties: { error: 'auth.insufficient_permissions', action, required: [roleNames.administrator] },
    });
    throw new AppError('auth.insufficient_permissions');
  }

  async function findUser(id: number): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new AppError('general.not_found');
    return user;
  }

  /** A raised or removed limit takes effect once its waiting period is over. */
  async function withDuePurchaseLimit(user: UserRow): Promise<UserRow> {
    if (!user.purchaseLimitNextAt || user.purchaseLimitNextAt > clock()) return user;
    return users.update(user.id, {
      purchaseLimitPerMonth: user.purchaseLimitNext,
      purchaseLimitNext: null,
      purchaseLimitNextAt: null,
    });
  }

  async function load(id: number) {
    const user = await withDuePurchaseLimit(await findUser(id));
    const [settings, gameIdentifiers, economy, purchaseLimitCurrency] = await Promise.all([
      users.playerSettingsOf(id),
      users.gameIdentifiersOf(id),
      deps.economy?.profileOf(id, user.locale as Locale),
      deps.settings.currency('purchase_limit_currency'),
    ]);
    return { user, settings, gameIdentifiers, economy, purchaseLimitCurrency };
  }

  /** Checks the profile fields both players and staff edit; returns the column changes or a 422 naming each bad field. */
  async function profileChanges(user: UserRow, fields: ProfileFields): Promise<UserUpdate> {
    const errors: Record<string, MessageRef[]> = {};
    const changes: UserUpdate = {};
    if (fields.display_name !== undefined && fields.display_name !== user.displayName) {
      const word = await deps.profanity.findProfanity(fields.display_name);
      if (word) errors.display_name = [{ key: 'validation.profanity', params: { attribute: 'display name', word } }];
      else if (await users.isTaken('displayName', fields.display_name, user.id))
        errors.display_name = [{ key: 'validation.unique', params: { attribute: 'display name' } }];
      changes.displayName = fields.display_name;
    }
    if (fields.phone !== undefined) {
      if (fields.phone === null || fields.phone === '') changes.phone = null;
      else {
        const country = (fields.country ?? user.country ?? undefined) as CountryCode | undefined;
        const phone = parsePhoneNumberFromString(fields.phone, country);
        if (!phone?.isValid()) errors.phone = [{ key: 'validation.phone', params: { attribute: 'phone' } }];
        else changes.phone = phone.format('E.164');
      }
    }
    if (fields.date_of_birth) {
      const born = new Date(`${fields.date_of_birth}T00:00:00Z`);
      if (born.getUTCFullYear() < 1900)
        errors.date_of_birth = [{ key: 'validation.date', params: { attribute: 'date of birth' } }];
      else if (born >= clock())
        errors.date_of_birth = [{ key: 'validation.not_future', params: { attribute: 'date of birth' } }];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const direct = {
      firstName: fields.first_name,
      lastName: fields.last_name,
      dateOfBirth: fields.date_of_birth,
      locale: fields.locale,
      streetAddress1: fields.street_address_1,
      streetAddress2: fields.street_address_2,
      careOf: fields.care_of,
      zip: fields.zip,
      city: fields.city,
      stateInCountry: fields.state_in_country,
      country: fields.country,
    };
    for (const [column, value] of Object.entries(direct)) {
      if (value !== undefined) (changes as Record<string, unknown>)[column] = value === '' ? null : value;
    }
    return changes;
  }

  /** Lowering applies at once; raising or removing waits the configured days (spec section 4). */
  async function purchaseLimitChanges(user: UserRow, requested: number | null): Promise<UserUpdate> {
    const current = user.purchaseLimitPerMonth;
    if (requested !== null && (current === null || requested < current)) {
      return { purchaseLimitPerMonth: requested, purchaseLimitNext: null, purchaseLimitNextAt: null };
    }
    if (requested === current) return { purchaseLimitNext: null, purchaseLimitNextAt: null };
    if (user.purchaseLimitNextAt) throw new AppError('users.purchase_limit_waiting_period');
    const days = await deps.settings.integer('purchase_limit_waiting_days');
    return { purchaseLimitNext: requested, purchaseLimitNextAt: new Date(clock().getTime() + days * DAY_MS) };
  }

  function settingsChanges(settings: PlayerSettingsInput): PlayerSettingsUpdate {
    const changes: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(SETTING_COLUMN)) {
      const value = settings[field as keyof PlayerSettingsInput];
      if (value !== undefined) changes[column] = value;
    }
    return changes as PlayerSettingsUpdate;
  }

  /**
   * Saves the changes that differ from the stored rows and logs users.updated naming just their
   * fields, in one transaction: a change is never saved without its entry, nor logged unsaved. An
   * edit that changes nothing writes and logs nothing. Caches hear of it only after the commit, so
   * a /users/me built meanwhile from the old row is not cached as new.
   */
  async function saveLogged(
    userId: number,
    stored: { user: UserRow; settings?: PlayerSettingsRow },
    requested: { user: UserUpdate; settings?: PlayerSettingsUpdate },
    entry: Omit<ActivityEntry, 'event' | 'properties'>,
    details: Record<string, unknown> = {},
    alongside?: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    const userChanges = differingChanges(stored.user, requested.user);
    const settingChanges =
      stored.settings && requested.settings ? differingChanges(stored.settings, requested.settings) : {};
    const fields = [
      ...new Set([
        ...Object.keys(userChanges).map((column) => FIELD_OF_COLUMN[column as keyof UserRow] ?? column),
        ...Object.keys(settingChanges).map((column) => FIELD_OF_SETTING_COLUMN[column] ?? column),
      ]),
    ];
    if (fields.length === 0) return false;
    await activity.recordWith({ ...entry, event: 'users.updated', properties: { fields, ...details } }, async (tx) => {
      if (Object.keys(userChanges).length) await users.update(userId, userChanges, tx);
      if (Object.keys(settingChanges).length) await users.updatePlayerSettings(userId, settingChanges, tx);
      await alongside?.(tx);
    });
    events.emit(serverEvents.userUpdated, userId);
    return true;
  }

  /**
   * After staff changed a user's e-mail: the verification link goes to the new address (as at
   * sign-up) and a notice to the old one. A mail failure is logged; the change stands.
   */
  async function announceEmailChange(user: UserRow, newEmail: string) {
    const failed = (what: string) => (error: unknown) => deps.log.error({ err: error, userId: user.id }, what);
    await deps.emailVerification?.sendLink(newEmail).catch(failed('verification mail to a changed address failed'));
    await deps.mailer
      .send({
        to: user.email,
        template: 'email-changed',
        locale: user.locale,
        params: { name: user.displayName, email: newEmail },
      })
      .catch(failed('e-mail change notice failed'));
  }

  return {
    async me(userId: number) {
      return presentUser(await load(userId));
    },

    /** GET /users/me as JSON text, from memory when nothing changed since it was built. */
    async meJson(userId: number): Promise<string> {
      const cached = meCache.get(userId);
      if (cached) return cached;
      const version = versions.get(userId) ?? 0;
      const user = await this.me(userId);
      const body = JSON.stringify({ data: user });
      const pendingAt = user.purchase_limit_pending ? Date.parse(user.purchase_limit_pending.applies_at) : Infinity;
      const ttl = Math.min(ME_CACHE_TTL_MS, pendingAt - clock().getTime());
      if ((versions.get(userId) ?? 0) === version && ttl > 0) meCache.set(userId, body, ttl);
      return body;
    },

    async updateMe(userId: number, patch: UpdateMe, request: RequestInfo) {
      const user = await withDuePurchaseLimit(await findUser(userId));
      const { purchase_limit_per_month, download_opt_in, player_settings, ...profile } = patch;
      const changes = await profileChanges(user, profile);
      if (purchase_limit_per_month !== undefined)
        Object.assign(changes, await purchaseLimitChanges(user, purchase_limit_per_month));
      // Opting in again keeps the first opt-in time: only switching is a change.
      if (download_opt_in !== undefined && download_opt_in !== (user.downloadOptAt !== null))
        changes.downloadOptAt = download_opt_in ? clock() : null;
      await saveLogged(
        userId,
        { user, settings: player_settings && (await users.playerSettingsOf(userId)) },
        { user: changes, settings: player_settings && settingsChanges(player_settings) },
        { actorId: userId, request },
      );
      return presentUser(await load(userId));
    },

    async completeRegistration(userId: number) {
      const user = await findUser(userId);
      if (!user.registrationCompletedAt) {
        await users.update(userId, { registrationCompletedAt: clock() });
        events.emit(serverEvents.userUpdated, userId);
      }
      return presentUser(await load(userId));
    },

    abilities(userId: number) {
      return access.abilitiesOf(userId);
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

    // Back-office.

    async list(query: ListQuery) {
      const { rows, total } = await users.list(planList(query, adminUserListSpec));
      return { data: rows.map(presentAdminUserSummary), meta: pageMeta(query, total) };
    },

    async get(id: number) {
      const parts = await load(id);
      return presentAdminUser({
        ...parts,
        roles: await access.rolesOf(id),
        abilities: await access.directGlobalAbilitiesOf(id),
      });
    },

    /**
     * A staff edit: written and logged like the player's own (saveLogged), with the staff member as
     * actor. A new e-mail address is unverified until its owner follows the link sent to it; the
     * entry records the old and new address, the old address is told, and the reset links mailed
     * to the old address stop working (in the same transaction).
     */
    async update(actorId: number, id: number, patch: AdminUpdateUser, request: RequestInfo) {
      await staffTarget(actorId, id, 'edit', request);
      const user = await findUser(id);
      const { email, hcp, ...profile } = patch;
      const changes = await profileChanges(user, profile);
      let details: Record<string, unknown> = {};
      // The same address in other letters is no change (the unique index ignores case too).
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
        if (await users.isTaken('email', email, id))
          throw AppError.validation({ email: [{ key: 'validation.unique', params: { attribute: 'email' } }] });
        changes.email = email;
        changes.emailVerified = false;
        details = { email: { before: user.email, after: email } };
      }
      if (hcp !== undefined) changes.hcp = hcp;
      // Reset links already mailed went to the old address, which no longer speaks for the account.
      const dropResetLinks = changes.email === undefined ? undefined : (tx: Tx) => users.dropPasswordResetLinks(id, tx);
      const saved = await saveLogged(
        id,
        { user },
        { user: changes },
        { actorId, subjectUserId: id, request },
        details,
        dropResetLinks,
      );
      if (saved && changes.email !== undefined) await announceEmailChange(user, changes.email);
      return this.get(id);
    },

    /**
     * Suspends, ends the user's sessions and logs users.suspended in one transaction. Only after
     * the commit are the cached sessions dropped on every node: dropped earlier, a node could cache
     * a session again from the rows not yet deleted; and a suspension that rolled back ends nothing.
     */
    async suspend(actorId: number, id: number, reason: string, request: RequestInfo) {
      await staffTarget(actorId, id, 'suspend', request);
      const user = await findUser(id);
      if (user.suspendedAt) throw new AppError('users.already_disabled');
      await activity.recordWith(
        { event: 'users.suspended', actorId, subjectUserId: id, request, properties: { reason } },
        (tx) => users.suspend(id, reason, clock(), tx),
      );
      await deps.sessions.forgetUser(id);
      // The player learns why; a mail failure does not undo the suspension.
      await deps.mailer
        .send({
          to: user.email,
          template: 'account-suspended',
          locale: user.locale,
          params: { name: user.displayName, reason },
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'suspension mail failed'));
      events.emit(serverEvents.userUpdated, id);
      return this.get(id);
    },

    async unsuspend(actorId: number, id: number, request: RequestInfo) {
      await staffTarget(actorId, id, 'suspend', request);
      const user = await findUser(id);
      if (!user.suspendedAt) throw new AppError('users.not_disabled');
      await activity.recordWith({ event: 'users.unsuspended', actorId, subjectUserId: id, request }, (tx) =>
        users.unsuspend(id, tx),
      );
      events.emit(serverEvents.userUpdated, id);
      return this.get(id);
    },

    /**
     * Replaces the user's roles. Only an administrator grants or takes the administrator role ("admins
     * make admins"), changes an administrator's roles or their own (staffTarget). The last
     * administrator who is not suspended keeps the role (users.last_administrator): checked inside the transaction, with
     * the administrator role's row locked, so two administrators demoting each other cannot both pass.
     */
    async setRoles(actorId: number, id: number, roleNamesWanted: string[], request: RequestInfo) {
      await staffTarget(actorId, id, 'roles', request);
      await findUser(id);
      const wanted = [...new Set(roleNamesWanted)];
      const found = await access.rolesByName(wanted);
      if (found.length !== wanted.length)
        throw AppError.validation({ roles: [{ key: 'validation.in', params: { attribute: 'roles' } }] });
      const before = (await access.rolesOf(id)).map((role) => role.name);
      const touchesAdministrator =
        before.includes(roleNames.administrator) !== wanted.includes(roleNames.administrator);
      if (touchesAdministrator) await requireAdministrator(actorId, id, 'roles', request);
      await activity.recordWith(
        { event: 'users.roles_changed', actorId, subjectUserId: id, request, properties: { before, after: wanted } },
        async (tx) => {
          const losesAdministrator =
            before.includes(roleNames.administrator) && !wanted.includes(roleNames.administrator);
          if (losesAdministrator) await access.lockRole(roleNames.administrator, tx);
          await access.replaceUserRoles(
            id,
            found.map((role) => role.id),
            tx,
          );
          if (losesAdministrator && (await access.countActiveHolders(roleNames.administrator, tx)) === 0)
            throw new AppError('users.last_administrator');
        },
      );
      announceAbilitiesChanged(id);
      return this.get(id);
    },

    /**
     * Replaces the global abilities granted to the user directly (README "Abilities and roles"):
     * only an administrator, as for what a role grants (1019), never on their own account (staffTarget,
     * 1510). Names outside the catalogue of global abilities are 422 on `abilities`. The change and its
     * users.abilities_changed entry commit together; then the user is told, as after a role change.
     */
    async setAbilities(actorId: number, id: number, abilityNames: string[], request: RequestInfo) {
      await requireAdministrator(actorId, id, 'abilities', request);
      await staffTarget(actorId, id, 'abilities', request);
      await findUser(id);
      const known = new Set((await access.listGlobalAbilities()).map((ability) => ability.name));
      const wanted = [...new Set(abilityNames)].sort();
      if (wanted.some((name) => !known.has(name)))
        throw AppError.validation({ abilities: [{ key: 'validation.in', params: { attribute: 'abilities' } }] });
      const before = await access.directGlobalAbilitiesOf(id);
      await activity.recordWith(
        {
          event: 'users.abilities_changed',
          actorId,
          subjectUserId: id,
          request,
          properties: { before, after: wanted },
        },
        (tx) => access.replaceUserGlobalAbilities(id, wanted, tx),
      );
      announceAbilitiesChanged(id);
      return {
        abilities: await access.directGlobalAbilitiesOf(id),
        effective_abilities: await access.abilitiesOf(id),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
