/** Players with two-factor authentication, as wagering and tournaments require (spec section 6). */
import { expect } from 'vitest';
import { api, createPlayer, signInToken, unusedTotp, type Player } from './accounts';

/**
 * A new player with 2FA enabled and confirmed, and `feature` unlocked by the administrator.
 * Returns the player and a bearer token opened with the second factor. `completeRegistration:
 * false` skips the wizard (one sign-in fewer) for players who never open the app.
 */
export async function twoFactorPlayer(
  tag: string,
  adminToken: string,
  feature: string,
  { completeRegistration = true } = {},
): Promise<{ player: Player; token: string }> {
  const player = await createPlayer(tag, { completeRegistration });
  const { token } = await enableTwoFactor(player, new Set<number>());
  const unlock = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
    token: adminToken,
    body: { feature },
  });
  expect(unlock.status, JSON.stringify(unlock.body)).toBe(201);
  return { player, token };
}

/**
 * Enables and confirms 2FA for a player; returns the TOTP secret and the bearer token the
 * confirmation opened. `used` remembers the time steps whose codes were spent.
 */
export async function enableTwoFactor(player: Player, used: Set<number>): Promise<{ secret: string; token: string }> {
  const token = await signInToken(player);
  const enable = await api<{ data: { secret: string } }>('POST', '/api/auth/two-factor/enable', {
    token,
    body: { password: player.password },
  });
  expect(enable.status, JSON.stringify(enable.body)).toBe(200);
  const secret = enable.body.data.secret;
  const confirm = await api('POST', '/api/auth/two-factor/confirm', {
    token,
    body: { code: unusedTotp(secret, used) },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret, token: confirm.headers.get('set-auth-token') ?? token };
}
