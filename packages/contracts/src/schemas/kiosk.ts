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
