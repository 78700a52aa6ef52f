import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { signSessionToken } from '../src/modules/auth/sessions';
import { abilities, accounts, roles, sessions, userAbilities, userRoles, users } from '../src/db/schema';
import { TEST_SECRET, type TestApp } from './app';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  displayName: string;
  /** The signed bearer token of a fresh session. */
  token: string;
  /** Authorization header for app.inject. */
  headers: Record<string, string>;
}

/** Opens another session for a user, as a second device would. */
export async function openSession(testApp: TestApp, userId: number): Promise<TestUser['headers']> {
  const token = randomBytes(24).toString('base64url');
  await testApp.database.db
    .insert(sessions)
    .values({ userId, token, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });
  return { authorization: `Bearer ${signSessionToken(token, testApp.config.secret ?? TEST_SECRET)}` };
}

/**
 * A verified user with a password (TEST_PASSWORD) and an open session, created straight in the
 * database so tests do not pay for sign-up. Roles are by name; abilities are granted directly.
 */
export async function createTestUser(
  testApp: TestApp,
  options: { roles?: string[]; abilities?: string[]; email?: string; displayName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const { db } = testApp.database;
  sequence += 1;
  const suffix = `${process.pid}${sequence}${randomBytes(2).toString('hex')}`;
  const email = options.email ?? `user${suffix}@example.test`;
  const displayName = options.displayName ?? `u${suffix}`.slice(0, 20);
  const [user] = await db
    .insert(users)
    .values({
      name: displayName,
      email,
      emailVerified: options.verified ?? true,
      displayName,
      referralCode: `R${suffix}`.slice(0, 12).toUpperCase(),
    })
    .returning({ id: users.id });
  const id = user!.id;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  await db
    .insert(accounts)
    .values({ userId: id, accountId: String(id), providerId: 'credential', password: await passwordHash });
  const roleNames = options.roles ?? ['user'];
  if (roleNames.length) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
    await db.insert(userRoles).values(found.map((role) => ({ userId: id, roleId: role.id })));
  }
  for (const name of options.abilities ?? []) {
    await db.insert(abilities).values({ name, title: name }).onConflictDoNothing();
    const [ability] = await db.select({ id: abilities.id }).from(abilities).where(eq(abilities.name, name));
    await db.insert(userAbilities).values({ userId: id, abilityId: ability!.id }).onConflictDoNothing();
  }
  const headers = await openSession(testApp, id);
  return { id, email, displayName, token: headers.authorization!.slice(7), headers };
}
