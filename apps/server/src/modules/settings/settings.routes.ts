import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import type { AdminSetting, SettingsService } from './settings.service';
import {
  dataEnvelope,
  paginatedSchema,
  settingCreateBodySchema,
  settingKeyInfoSchema,
  settingSchema,
  settingUpdateBodySchema,
} from '@golf/contracts';
import { SETTING_KIND_FORMATS, settingParamsSchema } from './settings.schemas';

const tags = ['admin: settings'];

const toSetting = ({ row, kind, default: fallback }: AdminSetting) => ({
  id: row.id,
  display_name: row.displayName,
  setting_key: row.settingKey,
  setting_value: row.settingValue,
  kind,
  default: fallback,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const LOGGED =
  'Writes the activity log (settings.created, settings.updated or settings.deleted, no subject user) with the ' +
  'setting id, its key, and the fields before and after the change; the change and its entry commit together.';

const APPLIES = 'The platform reads a setting when it uses it, so a change applies to the next request that needs it.';

/** Back-office: the platform settings (manage-settings; spec resource admin/settings, screens /settings). */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; guards: Guards }> = async (
  app,
  { settings, guards },
) => {
  const onRequest = guards.requirePermission('manage-settings');

  app.get(
    '/admin/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Platform settings',
        description:
          'The rows staff can change, each with the kind and default of its key. Sortable by id, display_name, ' +
          'setting_key, setting_value, created_at, updated_at (default display_name). Searches display_name, ' +
          `setting_key and setting_value. ${SETTING_KIND_FORMATS}`,
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(settingSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await settings.list(request.query);
      return { data: rows.map(toSetting), meta };
    },
  );

  app.get(
    '/admin/settings/keys',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every key the platform reads',
        description:
          'Each key with its own display name, kind, default and the id of its row; the keys whose setting_id ' +
          'is null have no row and are the ones POST /admin/settings accepts. Not paginated (a short fixed list).',
        response: { 200: dataEnvelope(z.array(settingKeyInfoSchema)) },
      },
    },
    async () => ({ data: (await settings.keys()).map((key) => ({ id: key.setting_key, ...key })) }),
  );

  app.get(
    '/admin/settings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One platform setting',
        params: settingParamsSchema,
        response: { 200: dataEnvelope(settingSchema) },
      },
    },
    async (request) => ({ data: toSetting(await settings.get(request.params.id)) }),
  );

  app.post(
    '/admin/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add the row of a setting key',
        description:
          'Only a key the platform reads (GET /admin/settings/keys) that has no row yet: another key is a 422 ' +
          '(validation.setting_key_unknown on setting_key), a key that has a row a 422 (validation.unique on ' +
          "setting_key). display_name defaults to the key's own name, setting_value to its default. " +
          `${SETTING_KIND_FORMATS} ${LOGGED}`,
        body: settingCreateBodySchema,
        response: { 201: dataEnvelope(settingSchema) },
      },
    },
    async (request, reply) => {
      const row = await settings.create(currentAuth(request).userId, request.body, request);
      return reply.status(201).send({ data: toSetting(row) });
    },
  );

  // The back-office data provider sends only the changed fields with PATCH; PUT takes the same fields.
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/settings/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: method === 'put' ? 'Change a platform setting' : 'Change a platform setting (only the fields sent)',
          description:
            'Changes display_name and/or setting_value (both trimmed); fields not sent stay as they are. The key ' +
            'is fixed once added: sending another setting_key is a 422 (validation.setting_key_fixed). ' +
            `${SETTING_KIND_FORMATS} A call that changes nothing writes no log entry. ${LOGGED} ${APPLIES}`,
          params: settingParamsSchema,
          body: settingUpdateBodySchema,
          response: { 200: dataEnvelope(settingSchema) },
        },
      },
      async (request) => ({
        data: toSetting(await settings.update(currentAuth(request).userId, request.params.id, request.body, request)),
      }),
    );
  }

  app.delete(
    '/admin/settings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a setting (back to its default)',
        description:
          "Deleting a row puts the setting back to its default: from then on the platform reads the key's " +
          'default (GET /admin/settings/keys shows it), and the key can be added again with POST /admin/settings. ' +
          `Running the seed command also adds a missing row back, with the default value. ${LOGGED}`,
        params: settingParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await settings.remove(currentAuth(request).userId, request.params.id, request);
      return reply.status(204).send(null);
    },
  );
};
