import { z } from 'zod';

/** The administrator's credentials, typed on the kiosk device. Shapes only: the server checks them. */
export const kioskCredentialsBodySchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
});
export type KioskCredentialsRequest = z.input<typeof kioskCredentialsBodySchema>;
