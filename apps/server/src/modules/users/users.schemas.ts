import { z } from 'zod';
import { abilitySchema, profileFieldsSchema, recordId } from '@golf/contracts';

export {
  abilitySchema,
  adminUserSchema,
  adminUserSummarySchema,
  DISPLAY_NAME_PATTERN,
  displayNameSchema,
  gameIdentifierSchema,
  GOLF_BAG_MAX,
  localeSchema,
  playerSettingsSchema,
  PUTTER,
  SEVEN_IRON_DISTANCE,
  updateMeSchema,
  userSchema,
  type UpdateMe,
} from '@golf/contracts';

export const adminUpdateUserSchema = profileFieldsSchema.extend({
  email: z.email().max(254).optional(),
  hcp: z.number().min(-10).max(54).nullable().optional(),
});
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

/** The game reports its installation; a bad device description is "Invalid device name" (1015). */
export const gameIdentifierFields = z.object({
  uuid: z.string().trim(),
  software_version: z.string().trim().min(1).max(64),
  hardware_version: z.string().trim(),
  hardware_key: z.string().trim(),
});
export const gameIdentifierBodySchema = z.union([z.object({ data: gameIdentifierFields }), gameIdentifierFields]);

export const suspendSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export const setRolesSchema = z.object({ roles: z.array(z.string().min(1)).max(20) });
export const setAbilitiesSchema = z.object({ abilities: z.array(z.string().min(1)).max(100) });
/** PUT /admin/users/{id}/abilities: the direct grants (names) and everything the user may now do. */
export const userAbilitiesSchema = z.object({
  abilities: z.array(z.string()),
  effective_abilities: z.array(abilitySchema),
});
export const idParamsSchema = z.object({ id: recordId });
