import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abilityDefinitionSchema,
  dataEnvelope,
  paginatedSchema,
  roleSchema,
  roleUpdateBodySchema,
} from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import { idParamsSchema } from '../users/users.schemas';
import type { AccessService } from './access.service';

const tags = ['admin: roles'];

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
      schema: { tags, summary: 'Roles', response: { 200: paginatedSchema(roleSchema) } },
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
      config: { errors: ['users.administrator_role_fixed'] },
      schema: {
        tags,
        summary: 'Change what a role grants (administrators only)',
        description:
          'Only administrators (else 1019). The administrator role always holds every ability: a change to it must list every ability (its title may change), else 409 with 1509 users.administrator_role_fixed.',
        params: idParamsSchema,
        body: roleUpdateBodySchema,
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
          200: dataEnvelope(z.array(abilityDefinitionSchema)),
        },
      },
    },
    async () => ({ data: await access.listAbilities() }),
  );
};
