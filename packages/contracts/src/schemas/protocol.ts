/** The protocol calls: the enumeration catalogue, the API version, and client error reports. */
import { z } from 'zod';

export const enumEntrySchema = z.object({
  value: z.union([z.number().int(), z.string()]).describe('The stored value (numeric for most enumerations)'),
  key: z.string().describe('Stable member name, e.g. "match_play"'),
  label: z.string().describe('Label in the requested language (English where the catalogue lacks one)'),
});
/** One member of an enumeration as the server sends it, label in the requested locale. */
export type EnumEntry = z.output<typeof enumEntrySchema>;

/** GET /protocol/enums/{locale}: every enumeration by name. */
export const enumCatalogueSchema = z.record(z.string(), z.array(enumEntrySchema));
export type EnumCatalogue = z.output<typeof enumCatalogueSchema>;

/** GET /protocol/version. */
export const serverVersionSchema = z.object({
  api: z.string().describe('Client/API protocol version string; clients compare it with their own'),
  build: z.object({
    version: z.string(),
    commit: z.string().nullable(),
    built_at: z.iso.datetime(),
  }),
});
export type ServerVersion = z.output<typeof serverVersionSchema>;

/** POST /protocol/client-errors: the report was received. */
export const clientErrorReceivedSchema = z.object({ received: z.literal(true) });
export type ClientErrorReceived = z.output<typeof clientErrorReceivedSchema>;
