import { z } from 'zod';

/** The administrator's credentials, typed on the kiosk device. Shapes only: the service checks them. */
export const kioskCredentialsSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
});
export type KioskCredentials = z.output<typeof kioskCredentialsSchema>;
