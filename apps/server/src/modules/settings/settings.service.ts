import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import { settingKeys, type SettingKey, type SettingKind } from './setting-keys';
import { settingValueToSave } from './setting-values';
import type { Tx } from '../../db/client';
import { DUPLICATE, settingListSpec, type SettingRow, type SettingsRepository } from './settings.repository';

/** A row as staff see it: with its key's kind and default (null for a key the platform no longer reads). */
export interface AdminSetting {
  row: SettingRow;
  kind: SettingKind | null;
  default: string | null;
}

/** One key the platform reads, and the id of its row (null: none yet, so it may be added). */
export interface SettingKeyInfo {
  setting_key: SettingKey;
  display_name: string;
  kind: SettingKind;
  default: string;
  setting_id: number | null;
}

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingKeys, key);

const present = (row: SettingRow): AdminSetting =>
  isSettingKey(row.settingKey)
    ? { row, kind: settingKeys[row.settingKey].kind, default: settingKeys[row.settingKey].default }
    : { row, kind: null, default: null };

/** The value to save: a value its key's kind cannot read is a 422 on setting_value; a key no longer read takes any text. */
const valueToSave = (key: string, value: string): string =>
  isSettingKey(key) ? settingValueToSave(key, value) : value;

type Request = ActivityEntry['request'];

/** Settings whose value is the id of a subscription plan: an id that names none is a 422 on setting_value. */
const PLAN_ID_KEYS: readonly string[] = ['legacy_subscription_id'] satisfies SettingKey[];

/**
 * Staff-editable platform settings (back-office, manage-settings). Only the keys of setting-keys.ts
 * can be added, each once; the key is fixed once added. Every change commits with its activity
 * entry (settings.created / updated / deleted, with the values before and after). Nothing is
 * cached: settings.reader.ts reads the row each time a setting is used, so a change applies to the
 * next request that needs it.
 */
export function createSettingsService(deps: { repository: SettingsRepository; activity: Pick<ActivityLog, 'record'> }) {
  const { repository, activity } = deps;

  /** A plan-id setting's value must name a plan (kept from deletion until tx ends). */
  async function assertPlanExists(key: string, value: string, tx: Tx): Promise<void> {
    if (!PLAN_ID_KEYS.includes(key) || (await repository.planExists(Number(value), tx))) return;
    throw AppError.validation({
      setting_value: [{ key: 'validation.setting_plan_unknown', params: { id: value } }],
    });
  }

  async function get(id: number): Promise<AdminSetting> {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return present(row);
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, settingListSpec));
      return { rows: rows.map(present), meta: pageMeta(query, total) };
    },

    get,

    /** Every key the platform reads, by key, with its row's id if it has one (the add screen offers the others). */
    async keys(): Promise<SettingKeyInfo[]> {
      const idOf = new Map((await repository.keys()).map((row) => [row.key, row.id]));
      return (Object.keys(settingKeys) as SettingKey[]).sort().map((key) => ({
        setting_key: key,
        display_name: settingKeys[key].displayName,
        kind: settingKeys[key].kind,
        default: settingKeys[key].default,
        setting_id: idOf.get(key) ?? null,
      }));
    },

    /**
     * Adds the row of a known key that has none (display_name defaults to the key's own; the value to
     * its default). An unknown key is a 422 (validation.setting_key_unknown); a key that already has a
     * row is a 422 (validation.unique), as duplicates are elsewhere in the admin API.
     */
    async create(
      actorId: number,
      input: { setting_key: string; display_name?: string; setting_value?: string },
      request: Request,
    ): Promise<AdminSetting> {
      const key = input.setting_key;
      if (!isSettingKey(key))
        throw AppError.validation({ setting_key: [{ key: 'validation.setting_key_unknown', params: { key } }] });
      const value = settingValueToSave(key, input.setting_value ?? settingKeys[key].default);
      const displayName = input.display_name ?? settingKeys[key].displayName;
      const row = await repository.transaction(async (tx) => {
        await assertPlanExists(key, value, tx);
        const created = await repository.create({ settingKey: key, displayName, settingValue: value }, tx);
        if (created === DUPLICATE)
          throw AppError.validation({
            setting_key: [{ key: 'validation.unique', params: { attribute: 'setting key' } }],
          });
        await activity.record(
          {
            event: 'settings.created',
            actorId,
            subjectUserId: null,
            request,
            properties: {
              setting_id: created.id,
              setting_key: key,
              before: null,
              after: { display_name: displayName, setting_value: value },
            },
          },
          tx,
        );
        return created;
      });
      return present(row);
    },

    /**
     * Changes display_name and/or setting_value (trimmed; the value checked by its key's kind). A
     * setting_key other than the row's is a 422 (validation.setting_key_fixed); the same key is
     * accepted, so a full PUT of the record works. A call that changes nothing writes no entry.
     */
    async update(
      actorId: number,
      id: number,
      input: { setting_key?: string; display_name?: string; setting_value?: string },
      request: Request,
    ): Promise<AdminSetting> {
      const row = await repository.transaction(async (tx) => {
        const current = await repository.lock(id, tx);
        if (!current) throw new AppError('general.not_found');
        if (input.setting_key !== undefined && input.setting_key !== current.settingKey)
          throw AppError.validation({ setting_key: [{ key: 'validation.setting_key_fixed' }] });
        const value =
          input.setting_value === undefined ? undefined : valueToSave(current.settingKey, input.setting_value);
        const before: Record<string, string> = {};
        const after: Record<string, string> = {};
        const changes: { displayName?: string; settingValue?: string } = {};
        if (input.display_name !== undefined && input.display_name !== current.displayName) {
          changes.displayName = after.display_name = input.display_name;
          before.display_name = current.displayName;
        }
        if (value !== undefined && value !== current.settingValue) {
          await assertPlanExists(current.settingKey, value, tx);
          changes.settingValue = after.setting_value = value;
          before.setting_value = current.settingValue;
        }
        if (Object.keys(changes).length === 0) return current;
        const updated = await repository.update(id, changes, tx);
        await activity.record(
          {
            event: 'settings.updated',
            actorId,
            subjectUserId: null,
            request,
            properties: { setting_id: id, setting_key: current.settingKey, before, after },
          },
          tx,
        );
        return updated;
      });
      return present(row);
    },

    /** Removes a row: the platform reads the key's default from then on, and the key can be added again. */
    async remove(actorId: number, id: number, request: Request): Promise<void> {
      await repository.transaction(async (tx) => {
        const current = await repository.lock(id, tx);
        if (!current) throw new AppError('general.not_found');
        await repository.delete(id, tx);
        await activity.record(
          {
            event: 'settings.deleted',
            actorId,
            subjectUserId: null,
            request,
            properties: {
              setting_id: id,
              setting_key: current.settingKey,
              before: { display_name: current.displayName, setting_value: current.settingValue },
              after: null,
            },
          },
          tx,
        );
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
