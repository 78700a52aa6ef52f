import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, sql } from 'drizzle-orm';
import { ACCESS_BACKOFFICE, backofficePermissions, roleNames } from '@golf/contracts';
import type { CourseDefinition } from '@golf/golf';
import type { Database } from '../client';
import {
  abilities,
  accounts,
  courseHoles,
  courses,
  courseTees,
  roleAbilities,
  roles,
  settings,
  userRoles,
  users,
} from '../schema';
import { settingKeys } from '../../modules/settings/setting-keys';
import { generateReferralCode } from '../../modules/users/referral-code';
import { championshipCourses, demoCourses } from './demo-courses';
import { seedFaqEntries, seedHardwareDevices } from './demo-content';
import { seedMapPacks } from './demo-map-packs';
import { seedShowcase } from './demo-showcase';
import { seedEconomy } from './demo-economy';
import { openDemoWallets } from './demo-wallets';

export interface DemoAccount {
  role: 'administrator' | 'player';
  email: string;
  password: string;
}

export interface SeedResult {
  /** Accounts created by this run, with their generated passwords (shown once). */
  createdAccounts: DemoAccount[];
  courses: number;
  settings: number;
  /** The showcase club and tournament this run created, by name (none when they exist or were not asked for). */
  showcase: string[];
}

export interface SeedOptions {
  /**
   * Also seed the showcase, a demo club and an upcoming tournament (decision 0121): where a person
   * meets the demo (the first start, `npm run db:seed`), not in the tests' fixture database.
   */
  showcase?: boolean;
}

/** A password nobody ships: 18 random bytes, base64url (24 characters). */
const generatePassword = () => randomBytes(18).toString('base64url');

async function seedSettings(db: Database): Promise<number> {
  const rows = Object.entries(settingKeys).map(([key, setting]) => ({
    settingKey: key,
    displayName: setting.displayName,
    settingValue: setting.default,
  }));
  // Existing values were possibly changed by staff: never overwrite them.
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.settingKey });
  return rows.length;
}

async function seedRoles(db: Database): Promise<Record<'administrator' | 'user', number>> {
  const names = [ACCESS_BACKOFFICE, ...backofficePermissions];
  // The unique index covers (name, entity): existing abilities are left as they are.
  await db
    .insert(abilities)
    .values(names.map((name) => ({ name, title: name })))
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values([
      { name: roleNames.administrator, title: 'Administrator' },
      { name: roleNames.user, title: 'User' },
    ])
    .onConflictDoNothing({ target: roles.name });
  const roleRows = await db.select().from(roles);
  const administrator = roleRows.find((r) => r.name === roleNames.administrator)!.id;
  const user = roleRows.find((r) => r.name === roleNames.user)!.id;
  const abilityRows = await db
    .select({ id: abilities.id })
    .from(abilities)
    .where(sql`${abilities.entityType} is null`);
  await db
    .insert(roleAbilities)
    .values(abilityRows.map((ability) => ({ roleId: administrator, abilityId: ability.id })))
    .onConflictDoNothing();
  return { administrator, user };
}

async function createAccount(
  db: Database,
  account: { email: string; displayName: string; firstName: string; lastName: string; roleId: number },
): Promise<{ id: number; password: string }> {
  const password = generatePassword();
  const [user] = await db
    .insert(users)
    .values({
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      firstName: account.firstName,
      lastName: account.lastName,
      referralCode: generateReferralCode(),
      registrationCompletedAt: new Date(),
    })
    .returning({ id: users.id });
  await db.insert(accounts).values({
    userId: user!.id,
    accountId: String(user!.id),
    providerId: 'credential',
    password: await hashPassword(password),
  });
  await db.insert(userRoles).values({ userId: user!.id, roleId: account.roleId });
  return { id: user!.id, password };
}

async function seedCourse(db: Database, course: CourseDefinition): Promise<void> {
  const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.inGameId, course.inGameId));
  if (existing) return;
  const [row] = await db
    .insert(courses)
    .values({
      inGameId: course.inGameId,
      title: course.title,
      category: course.category,
      courseType: course.courseType,
      par: course.par,
      // The championship courses are sold in the Championship Pack; everyone has the others.
      isDefault: !championshipCourses.includes(course),
    })
    .returning({ id: courses.id });
  const courseId = row!.id;
  if (course.ratings) {
    await db.insert(courseTees).values(
      Object.entries(course.ratings).map(([teeingType, rating]) => ({
        courseId,
        teeingType: Number(teeingType),
        courseRating: rating.courseRating,
        slopeRating: rating.slopeRating,
        lengthCm: course.holes.reduce((sum, hole) => sum + hole.tees[Number(teeingType) as 10 | 20 | 30].lengthCm, 0),
      })),
    );
  }
  await db.insert(courseHoles).values(
    course.holes.map(({ number, par, strokeIndex, ...geometry }) => ({
      courseId,
      number,
      par,
      strokeIndex,
      geometry,
    })),
  );
}

/**
 * Loads the demo content. Idempotent: content that exists is left alone, so staff edits survive;
 * the two demo accounts are created only when missing, with fresh generated passwords and the
 * sign-up coins a real account gets.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const settingCount = await seedSettings(tx);
    const roleIds = await seedRoles(tx);
    const createdAccounts: DemoAccount[] = [];
    const accountIds: Partial<Record<DemoAccount['role'], number>> = {};
    const demo = [
      {
        role: 'administrator',
        email: 'admin@golf.localhost',
        displayName: 'admin',
        firstName: 'Ada',
        lastName: 'Admin',
        roleId: roleIds.administrator,
      },
      {
        role: 'player',
        email: 'player@golf.localhost',
        displayName: 'player_one',
        firstName: 'Pat',
        lastName: 'Player',
        roleId: roleIds.user,
      },
    ] as const;
    for (const account of demo) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, account.email));
      if (existing) {
        accountIds[account.role] = existing.id;
        continue;
      }
      const created = await createAccount(tx, account);
      accountIds[account.role] = created.id;
      // Like a real sign-up: a wallet per token type and the sign-up coins (settings are seeded above).
      await openDemoWallets(tx, created.id);
      createdAccounts.push({ role: account.role, email: account.email, password: created.password });
    }
    for (const course of demoCourses) await seedCourse(tx, course);
    await seedMapPacks(tx);
    await seedHardwareDevices(tx);
    await seedFaqEntries(tx);
    await seedEconomy(tx);
    const showcase = options.showcase ? await seedShowcase(tx, accountIds.player, new Date()) : [];
    return { createdAccounts, courses: demoCourses.length, settings: settingCount, showcase };
  });
}

/** An empty database is one nobody has signed up to yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
