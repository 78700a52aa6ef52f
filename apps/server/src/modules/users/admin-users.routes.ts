import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import type { UsersService } from './users.service';
import {
  adminUpdateUserBodySchema,
  adminUserSchema,
  adminUserSummarySchema,
  dataEnvelope,
  paginatedSchema,
  setAbilitiesBodySchema,
  setRolesBodySchema,
  suspendBodySchema,
  userAbilitiesSchema,
} from '@golf/contracts';
import { idParamsSchema } from './users.schemas';

const tags = ['admin: users'];

/** Back-office user management (manage-users). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: Guards }> = async (
  app,
  { users, guards },
) => {
  const manageUsers = { onRequest: guards.requirePermission('manage-users') };
  const one = { 200: dataEnvelope(adminUserSchema) };

  app.get(
    '/admin/users',
    {
      ...manageUsers,
      schema: {
        tags,
        summary: 'Users',
        description:
          "Sortable by id, display_name, first_name, last_name, email, updated_at (referral_code is not sortable). Search covers email, display_name, first_name, last_name. Filters: suspended, email_verified and system_account (1, true, 0 or false; anything else is 422), role. The platform's own accounts are listed too, marked system_account (decision 0120).",
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminUserSummarySchema) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      ...manageUsers,
      schema: {
        tags,
        summary: 'One user with roles, wallets, courses, feature unlocks, avatar and game identifier',
        description:
          '`roles` are the roles the user holds; `abilities` are the names of the global abilities granted to the user directly (PUT /admin/users/{id}/abilities), not those that come through a role.',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ({ data: await users.get(request.params.id) }),
  );

  app.put(
    '/admin/users/:id',
    {
      config: { errors: ['users.administrator_protected', 'users.system_account'] },
      ...manageUsers,
      schema: {
        tags,
        summary: 'Edit a user',
        description:
          "Nobody edits a system account (403, 1511 users.system_account). Only an administrator edits an administrator's account (else 403, 1507 users.administrator_protected). A changed e-mail is unverified until the user follows the verification link sent to the new address; the old address gets a notice, reset links already mailed to it stop working, and the activity log's users.updated entry records both addresses (properties.email.before/after).",
        params: idParamsSchema,
        body: adminUpdateUserBodySchema,
        response: one,
      },
    },
    async (request) => ({
      data: await users.update(currentAuth(request).userId, request.params.id, request.body, request),
    }),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      ...manageUsers,
      config: {
        errors: [
          'users.already_disabled',
          'users.administrator_protected',
          'users.cannot_disable_self',
          'users.system_account',
        ],
      },
      schema: {
        tags,
        summary: 'Suspend a user; their sessions end at once',
        description:
          'Nobody suspends themselves (403, 1506) or a system account (403, 1511). Only an administrator suspends an administrator (403, 1507 users.administrator_protected).',
        params: idParamsSchema,
        body: suspendBodySchema,
        response: one,
      },
    },
    async (request) => ({
      data: await users.suspend(currentAuth(request).userId, request.params.id, request.body.reason, request),
    }),
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      ...manageUsers,
      config: {
        errors: [
          'users.not_disabled',
          'users.administrator_protected',
          'users.cannot_disable_self',
          'users.system_account',
        ],
      },
      schema: {
        tags,
        summary: 'Lift a suspension',
        description:
          'Nobody unsuspends themselves (403, 1506) or a system account (403, 1511). Only an administrator unsuspends an administrator (403, 1507 users.administrator_protected).',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await users.unsuspend(currentAuth(request).userId, request.params.id, request),
    }),
  );

  app.put(
    '/admin/users/:id/roles',
    {
      config: {
        errors: [
          'users.administrator_protected',
          'users.cannot_act_on_self',
          'users.last_administrator',
          'users.system_account',
        ],
      },
      ...manageUsers,
      schema: {
        tags,
        summary: "Replace a user's roles",
        description:
          "A system account holds no roles staff may change (403, 1511 users.system_account). Granting or removing the administrator role, or changing an administrator's roles, needs the caller to be an administrator (else 403: 1019, or 1507 users.administrator_protected). Only an administrator changes their own roles (else 403, 1510 users.cannot_act_on_self). The last administrator who is not suspended cannot lose the role (409, 1508 users.last_administrator).",
        params: idParamsSchema,
        body: setRolesBodySchema,
        response: one,
      },
    },
    async (request) => ({
      data: await users.setRoles(currentAuth(request).userId, request.params.id, request.body.roles, request),
    }),
  );

  app.put(
    '/admin/users/:id/abilities',
    {
      config: { errors: ['users.cannot_act_on_self', 'users.system_account'] },
      ...manageUsers,
      schema: {
        tags,
        summary: 'Replace the global abilities granted to a user directly (administrators only)',
        description:
          "`abilities` lists global ability names (GET /admin/abilities), as PUT /admin/roles/{id} takes them; they replace the user's direct global grants, and the abilities the user's roles give stay. Only administrators (else 403, 1019), never on their own account (403, 1510 users.cannot_act_on_self) nor a system account (403, 1511 users.system_account). A name that is not a global ability is 422 on `abilities`. The change is logged as users.abilities_changed and the user gets abilities.updated. Answers the direct grants (`abilities`) and everything the user may now do (`effective_abilities`, roles and direct grants).",
        params: idParamsSchema,
        body: setAbilitiesBodySchema,
        response: { 200: dataEnvelope(userAbilitiesSchema) },
      },
    },
    async (request) => ({
      data: await users.setAbilities(currentAuth(request).userId, request.params.id, request.body.abilities, request),
    }),
  );
};
