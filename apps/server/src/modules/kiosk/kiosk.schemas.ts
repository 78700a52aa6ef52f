import type { z } from 'zod';
import type { kioskCredentialsBodySchema } from '@golf/contracts';

/** The credentials as the service gets them (the e-mail trimmed). */
export type KioskCredentials = z.output<typeof kioskCredentialsBodySchema>;
