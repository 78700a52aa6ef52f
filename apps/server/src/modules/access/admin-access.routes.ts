import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../http/envelope';
import { currentAuth, type Guards } from '../auth/guards';
import { idParamsSchema } from '../users/users.schemas';
import type { AccessService } from './access.service';

const tags = ['admin: roles'];
const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  abilities: z.array(z.string()),
  users_count: z.number().int(),
});
const listMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** Roles and abilities (manage-users; changing a role needs an administrator). Lists are short and not paginated server-side. */
export const adminAccessRoutes: FastifyPluginAsyncZod<{ access: AccessService; guards: Guards }> = async (
  app,
  { access, guards },
) => {
  const manageUsers = { onRequest: guards.requirePermission('manage-users') };

  app.get(
    '/admin/roles',
    {
      ...manageUsers,
      schema: { tags, summary: 'Roles', response: { 200: z.object({ data: z.array(roleSchema), meta: listMeta }) } },
    },
    async () => {
      const data = await access.listRoles();
      return { data, meta: { current_page: 1, per_page: data.length, total: data.length, last_page: 1 } };
    },
  );

  app.get(
    '/admin/roles/:id',
    {
      ...manageUsers,
      schema: { tags, summary: 'One role', params: idParamsSchema, response: { 200: dataEnvelope(roleSchema) } },
    },
    async (request) => ({ data: await access.getRole(request.params.id) }),
  );

  app.put(
    '/admin/roles/:id',
    {
      ...manageUsers,
      schema: {
        tags,
        summary: 'Change what a role grants (administrators only)',
        description:
          'Only administrators (else 1019). The administrator role always holds every ability: a change to it must list every ability (its title may change), else 409 with 1509 users.administrator_role_fixed.',
        params: idParamsSchema,
        body: z.object({ title: z.string().trim().min(1).max(100), abilities: z.array(z.string()).max(100) }),
        response: { 200: dataEnvelope(roleSchema) },
      },
    },
    async (request) => ({
      data: await access.updateRole(currentAuth(request).userId, request.params.id, request.body, request),
    }),
  );

  app.get(
    '/admin/abilities',
    {
      ...manageUsers,
      schema: {
        tags,
        summary: 'Abilities a role can grant',
        response: {
          200: dataEnvelope(
            z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable() })),
          ),
        },
      },
    },
    async () => ({ data: await access.listAbilities() }),
  );
};
