import { z } from 'zod';
import { recordId, type mapPackBodySchema, type mapPackPatchBodySchema } from '@golf/contracts';

export const mapPackParamsSchema = z.object({ id: recordId });

/** The bodies as the service gets them: validated, trimmed, course_ids defaulted. */
export type MapPackBody = z.output<typeof mapPackBodySchema>;
export type MapPackPatch = z.output<typeof mapPackPatchBodySchema>;
