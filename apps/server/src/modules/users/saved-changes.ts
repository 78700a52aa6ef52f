import { serverEvents, type UpdateMe } from '@golf/contracts';
import type { Tx } from '../../db/client';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import type { UserEvents } from './user-events';
import type { PlayerSettingsRow, PlayerSettingsUpdate, UserRow, UserUpdate, UsersRepository } from './users.repository';

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

export type PlayerSettingsInput = NonNullable<UpdateMe['player_settings']>;

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

/** The player settings a player sent, as column changes. */
export function settingsChanges(settings: PlayerSettingsInput): PlayerSettingsUpdate {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(SETTING_COLUMN)) {
    const value = settings[field as keyof PlayerSettingsInput];
    if (value !== undefined) changes[column] = value;
  }
  return changes as PlayerSettingsUpdate;
}

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

export interface SaveLoggedDeps {
  users: Pick<UsersRepository, 'update' | 'updatePlayerSettings'>;
  activity: Pick<ActivityLog, 'recordWith'>;
  events: UserEvents;
}

/**
 * Saves the changes that differ from the stored rows and logs users.updated naming just their
 * fields, in one transaction: a change is never saved without its entry, nor logged unsaved. An
 * edit that changes nothing writes and logs nothing. Caches hear of it only after the commit, so
 * a /users/me built meanwhile from the old row is not cached as new.
 */
export function createSaveLogged({ users, activity, events }: SaveLoggedDeps) {
  return async function saveLogged(
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
  };
}

export type SaveLogged = ReturnType<typeof createSaveLogged>;
