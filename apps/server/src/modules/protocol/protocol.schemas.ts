import { z } from 'zod';

export const enumEntrySchema = z.object({
  value: z.union([z.number().int(), z.string()]).describe('The stored value (numeric for most enumerations)'),
  key: z.string().describe('Stable member name, e.g. "match_play"'),
  label: z.string().describe('Label in the requested language (English where the catalogue lacks one)'),
});

export const enumsParamsSchema = z.object({
  locale: z.string().min(1).max(35).describe('en or sv; anything else falls back to English'),
});

export const enumsResponseSchema = z.object({
  data: z.record(z.string(), z.array(enumEntrySchema)),
});

export const versionResponseSchema = z.object({
  data: z.object({
    api: z.string().describe('Client/API protocol version string; clients compare it with their own'),
    build: z.object({
      version: z.string(),
      commit: z.string().nullable(),
      built_at: z.iso.datetime(),
    }),
  }),
});

/** A client-side failure the apps report; the schema is shared with them. */
export { clientErrorReportSchema as clientErrorSchema } from '@golf/contracts';

export const acceptedResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });
