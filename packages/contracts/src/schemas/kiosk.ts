import { z } from 'zod';

/** The administrator's credentials, typed on the kiosk device. Shapes only: the server checks them. */
export const kioskCredentialsBodySchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
});
export type KioskCredentialsRequest = z.input<typeof kioskCredentialsBodySchema>;

/**
 * The only fields of PATCH /users/me a kiosk session may send: the game settings and the language
 * (docs/decisions/0087). Anything else (profile, address, purchase limit) is "Not allowed" there.
 */
export const kioskProfileFields = ['player_settings', 'locale'] as const;

/**
 * What GET and PATCH /users/me show a kiosk session of its user (decision 0103): the name and avatar
 * the kiosk UI greets with, the language, the game settings, the feature unlocks that decide what may
 * be played, and whether the first-login wizard is done. Every other field keeps its type but is
 * withheld: null, empty, false or blank.
 */
export const kioskUserFields = [
  'id',
  'display_name',
  'avatar',
  'locale',
  'player_settings',
  'feature_unlocks',
  'registration_completed_at',
  'email_verified',
] as const;
