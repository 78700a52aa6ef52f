import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Setting } from '@golf/contracts';
import { activityLogs } from '../src/db/schema';
import type { SettingKey } from '../src/modules/settings/setting-keys';
import { createSettingsReader } from '../src/modules/settings/settings.reader';
import type { TestApp } from './app';
import type { TestUser } from './users';

export const SETTINGS_BASE = '/api/v1/admin/settings';
export type SettingsMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The back-office settings calls of one staff member, and what they leave in the activity log. */
export function settingsHelpers(testApp: TestApp, staff: TestUser) {
  const { app } = testApp;
  const { db } = testApp.database;
  const reader = createSettingsReader(db);

  const call = (
    method: SettingsMethod,
    url: string,
    payload?: object,
    headers: Record<string, string> = staff.headers,
  ) => app.inject({ method, url, headers, payload });

  async function settingOf(key: SettingKey): Promise<Setting> {
    const res = await call('GET', `${SETTINGS_BASE}?search=${key}&per_page=100`);
    expect(res.statusCode).toBe(200);
    const row = (res.json().data as Setting[]).find((setting) => setting.setting_key === key);
    expect(row, key).toBeDefined();
    return row!;
  }

  /** The activity entries of an event, newest first. */
  const entriesOf = (event: string, actorId = staff.id) =>
    db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.event, event), eq(activityLogs.actorId, actorId)))
      .orderBy(desc(activityLogs.id));

  return { BASE: SETTINGS_BASE, db, reader, call, settingOf, entriesOf };
}
