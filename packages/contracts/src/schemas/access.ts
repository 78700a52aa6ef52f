/** Roles and the abilities they grant, as the back-office reads and changes them (manage-users). */
import { z } from 'zod';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  abilities: z.array(z.string()),
  users_count: z.number().int(),
});
export type Role = z.output<typeof roleSchema>;

export const roleUpdateBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  abilities: z.array(z.string()).max(100),
});
export type RoleUpdateRequest = z.input<typeof roleUpdateBodySchema>;

/** An ability a role can grant (GET /admin/abilities). */
export const abilityDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
});
export type AbilityDefinition = z.output<typeof abilityDefinitionSchema>;
