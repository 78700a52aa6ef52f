import type { z } from 'zod';
import type { strokeBodySchema } from '@golf/contracts';

/** POST /rounds/{id}/strokes as the service gets it, defaults applied. */
export type StrokeBody = z.output<typeof strokeBodySchema>;
