import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';
import { sessions, users } from '../../db/schema';

/** Kiosk mode: an administrator's e-mail and password start and end it; nothing else does. */
const testApp = await createTestApp();
const { app } = testApp;
const { db } = testApp.database;

let address = 0;
/** Each test its own client address, so the per-address throttle of one never reaches another. */
const nextAddress = () => `10.20.0.${(address += 1)}`;

const exit = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/kiosk/exit', payload, remoteAddress, headers });

const sessionCount = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST /kiosk/exit and /kiosk/start', () => {
  it("accepts an administrator's credentials with 204 and opens no session", async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const before = await sessionCount(admin.id);
    const ip = nextAddress();
    const reply = await exit({ email: admin.email, password: TEST_PASSWORD }, ip);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['set-auth-token']).toBeUndefined();
    expect(await sessionCount(admin.id)).toBe(before);

    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/start',
      payload: { email: admin.email.toUpperCase(), password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(started.statusCode).toBe(204);
  });

  it('needs no session on the device: a signed-in player does not matter, only the credentials', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const player = await createTestUser(testApp);
    const reply = await exit({ email: admin.email, password: TEST_PASSWORD }, nextAddress(), player.headers);
    expect(reply.statusCode).toBe(204);
  });

  it('refuses a wrong password and an unknown e-mail with "Invalid credentials", in en and sv', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const ip = nextAddress();
    expectError(await exit({ email: admin.email, password: 'not-the-password' }, ip), 'auth.invalid_credentials');
    expectError(await exit({ email: 'nobody@example.test', password: TEST_PASSWORD }, ip), 'auth.invalid_credentials');
    expectError(
      await exit({ email: admin.email, password: '' }, ip, { 'accept-language': 'sv' }),
      'auth.invalid_credentials',
      { locale: 'sv' },
    );
  });

  it('refuses a player (right password, no administrator role) with "Insufficient permissions"', async () => {
    const player = await createTestUser(testApp);
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice'] });
    const ip = nextAddress();
    expectError(await exit({ email: player.email, password: TEST_PASSWORD }, ip), 'auth.insufficient_permissions');
    expectError(await exit({ email: staff.email, password: TEST_PASSWORD }, ip), 'auth.insufficient_permissions');
    expectError(
      await exit({ email: player.email, password: TEST_PASSWORD }, ip, { 'accept-language': 'sv' }),
      'auth.insufficient_permissions',
      { locale: 'sv' },
    );
  });

  it('refuses a suspended administrator with "User disabled"', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    await db.update(users).set({ suspendedAt: new Date(), suspendReason: 'test' }).where(eq(users.id, admin.id));
    expectError(await exit({ email: admin.email, password: TEST_PASSWORD }, nextAddress()), 'auth.user_disabled');
  });

  it('throttles like sign-in: the sixth try after five wrong passwords a minute is "Too many login attempts"', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const ip = nextAddress();
    for (let n = 0; n < 5; n += 1)
      expectError(await exit({ email: admin.email, password: `wrong-${n}` }, ip), 'auth.invalid_credentials');
    // Even the right password waits now.
    const limited = await exit({ email: admin.email, password: TEST_PASSWORD }, ip);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expectError(limited, 'auth.too_many_login_attempts', { params: { seconds } });
    // Another address is not affected.
    expect((await exit({ email: admin.email, password: TEST_PASSWORD }, nextAddress())).statusCode).toBe(204);
  });

  it('limits one address to 30 wrong passwords a minute across e-mails, as the provider limits sign-ins', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const ip = nextAddress();
    for (let n = 0; n < 30; n += 1)
      expectError(await exit({ email: `guess${n}@example.test`, password: 'guess' }, ip), 'auth.invalid_credentials');
    const limited = await exit({ email: admin.email, password: TEST_PASSWORD }, ip);
    expectError(limited, 'auth.too_many_login_attempts', {
      params: { seconds: Number(limited.headers['retry-after']) },
    });
    expect((await exit({ email: admin.email, password: TEST_PASSWORD }, nextAddress())).statusCode).toBe(204);
    // Thirty password hashes take a while on a busy machine.
  }, 120_000);

  it('clears the count after a success, so earlier mistakes do not add up', async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const ip = nextAddress();
    for (let n = 0; n < 4; n += 1) await exit({ email: admin.email, password: `wrong-${n}` }, ip);
    expect((await exit({ email: admin.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(204);
    for (let n = 0; n < 4; n += 1)
      expectError(await exit({ email: admin.email, password: `wrong-${n}` }, ip), 'auth.invalid_credentials');
    expect((await exit({ email: admin.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(204);
  });

  it('answers 422 for a body without the fields', async () => {
    const reply = await exit({ email: 'admin@example.test' }, nextAddress());
    expect(reply.statusCode).toBe(422);
  });
});
