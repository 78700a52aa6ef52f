import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  hardwareDeviceBodySchema,
  hardwareDevicePatchBodySchema,
  hardwareDeviceSchema,
  paginatedSchema,
  recordId,
} from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { HardwareService } from './hardware.service';

const params = z.object({ id: recordId });
const MATCH_RULE =
  "A player's game identifier is the device whose hardware_version equals the identifier's, ignoring surrounding spaces and letter case.";

/** Hardware devices: the back-office's (manage-hardware; spec route hardware, no delete) and the players' list. */
export const hardwareRoutes: FastifyPluginAsyncZod<{ hardware: HardwareService; guards: Guards }> = async (
  app,
  { hardware, guards },
) => {
  const onRequest = guards.requirePermission('manage-hardware');
  const tags = ['admin: hardware'];

  app.get(
    '/hardware-devices',
    {
      onRequest: guards.requireKioskUser,
      schema: {
        tags: ['hardware'],
        summary: 'The hardware devices',
        description: `What a round can be restricted to (restrict_hardware names a device's hardware_version). ${MATCH_RULE} Sortable and searchable like the back-office list.`,
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(hardwareDeviceSchema) },
      },
    },
    async (request) => hardware.list(request.query),
  );

  app.get(
    '/admin/hardware',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Hardware devices',
        description:
          'Sortable by id, title, hardware_version, created_at, updated_at (default title). Searches title, description and hardware_version.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(hardwareDeviceSchema) },
      },
    },
    async (request) => hardware.list(request.query),
  );

  app.get(
    '/admin/hardware/:id',
    {
      onRequest,
      schema: { tags, summary: 'One hardware device', params, response: { 200: dataEnvelope(hardwareDeviceSchema) } },
    },
    async (request) => ({ data: await hardware.get(request.params.id) }),
  );

  app.post(
    '/admin/hardware',
    {
      onRequest,
      config: { errors: ['content.hardware_version_taken'] },
      schema: {
        tags,
        summary: 'Add a hardware device',
        description: `${MATCH_RULE} A hardware_version another device has (any letter case) is 12001 (409).`,
        body: hardwareDeviceBodySchema,
        response: { 201: dataEnvelope(hardwareDeviceSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await hardware.create(request.body, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/hardware/:id',
      {
        onRequest,
        config: { errors: ['content.hardware_version_taken'] },
        schema: {
          tags,
          summary: method === 'put' ? 'Change a hardware device' : 'Change a hardware device (only the fields sent)',
          description:
            'A changed hardware_version carries over to the rounds restricted to the device. One another device has is 12001 (409). Devices are never deleted.',
          params,
          body: method === 'put' ? hardwareDeviceBodySchema : hardwareDevicePatchBodySchema,
          response: { 200: dataEnvelope(hardwareDeviceSchema) },
        },
      },
      async (request) => ({ data: await hardware.update(request.params.id, request.body, staffActor(request)) }),
    );
  }
};
