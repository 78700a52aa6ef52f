import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createRound, demoCourses } from '../../test/golf';
import { beforeHardwareCoursesFaq, hardwareCoursesFaqMigration, migrationStatements } from '../../test/migrations';
import { createTestUser } from '../../test/users';
import { hardwareDevices, rounds } from './schema';

const testApp = await createTestApp();
const { db } = testApp.database;

describe('migration 0015_hardware_courses_faq: hardware devices', () => {
  it('turns each hardware_version rounds were restricted to into a device, one per letter case, and keeps the rounds', async () => {
    const host = await createTestUser(testApp);
    const { regular } = await demoCourses(testApp);
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await createRound(testApp, host, { title: `Old ${i}`, game_mode: 20, course_id: regular[0]!.id }));
    // The database as it was before the migration: no devices, free-text restrictions.
    for (const statement of beforeHardwareCoursesFaq) await db.execute(sql.raw(statement));
    for (const [round, version] of [
      [made[0]!, 'Old Sim'],
      [made[1]!, 'OLD SIM'],
      [made[2]!, 'Garage 1'],
    ] as const)
      await db.update(rounds).set({ restrictHardware: version }).where(eq(rounds.id, round.id));

    for (const statement of migrationStatements(hardwareCoursesFaqMigration)) await db.execute(sql.raw(statement));

    const devices = await db.select({ version: hardwareDevices.hardwareVersion }).from(hardwareDevices);
    // One device per letter case: which spelling wins depends on the database's collation.
    const old = devices.find((d) => d.version.toLowerCase() === 'old sim')!.version;
    expect(devices.map((d) => d.version).sort()).toEqual(['Garage 1', old].sort());
    const restricted = await db
      .select({ id: rounds.id, restrictHardware: rounds.restrictHardware })
      .from(rounds)
      .where(
        sql`${rounds.id} in (${sql.join(
          made.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(rounds.id);
    expect(restricted.map((r) => r.restrictHardware)).toEqual([old, old, 'Garage 1']);
    // The restriction now names a device.
    await expect(
      db.update(rounds).set({ restrictHardware: 'Nothing' }).where(eq(rounds.id, made[0]!.id)),
    ).rejects.toThrow();
  });
});
