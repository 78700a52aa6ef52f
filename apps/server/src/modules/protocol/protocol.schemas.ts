import { z } from 'zod';
import { dataEnvelope, enumCatalogueSchema } from '@golf/contracts';

export const enumsParamsSchema = z.object({
  locale: z.string().min(1).max(35).describe('en or sv; anything else falls back to English'),
});

/** The catalogue reply; the route sends it pre-serialized, so the tests check it against this. */
export const enumsResponseSchema = dataEnvelope(enumCatalogueSchema);
