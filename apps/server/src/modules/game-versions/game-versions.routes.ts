import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  gameDownloadSchema,
  gameVersionBodySchema,
  gameVersionPatchBodySchema,
  gameVersionSchema,
  latestGameVersionSchema,
  paginatedSchema,
  recordId,
  versionCheckQuerySchema,
  versionCheckSchema,
} from '@golf/contracts';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards, staffActor } from '../auth/guards';
import type { GameVersionRow } from './game-versions.repository';
import type { GameVersionsService } from './game-versions.service';

const params = z.object({ id: recordId });

const toGameVersion = (row: GameVersionRow) => ({
  id: row.id,
  version: row.version,
  latest: row.latest,
  file: row.file,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const MARKING =
  'Marking a version latest (latest: true) unmarks every other in the same transaction and publishes ' +
  '`version.released` on `system` with the version and the time. `file` is the key a build upload ' +
  '(POST /admin/uploads/builds) answered; a key that is not stored is 422 validation.exists. A version ' +
  'another row has is 422 validation.unique.';

/** Back-office: game versions and their builds (manage-game-versions). No delete. */
export const gameVersionsAdminRoutes: FastifyPluginAsyncZod<{
  gameVersions: GameVersionsService;
  guards: Guards;
}> = async (app, { gameVersions, guards }) => {
  const onRequest = guards.requirePermission('manage-game-versions');
  const tags = ['admin: game versions'];

  app.get(
    '/admin/game-versions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Game versions',
        description: 'Default order latest descending, then updated_at descending. Searches version.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(gameVersionSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await gameVersions.list(request.query);
      return { data: rows.map(toGameVersion), meta };
    },
  );

  app.get(
    '/admin/game-versions/:id',
    {
      onRequest,
      schema: { tags, summary: 'One game version', params, response: { 200: dataEnvelope(gameVersionSchema) } },
    },
    async (request) => ({ data: toGameVersion(await gameVersions.get(request.params.id)) }),
  );

  app.post(
    '/admin/game-versions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a game version',
        description: MARKING,
        body: gameVersionBodySchema,
        response: { 201: dataEnvelope(gameVersionSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: toGameVersion(await gameVersions.create(request.body, staffActor(request))) }),
  );

  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/admin/game-versions/:id',
      onRequest,
      schema: {
        tags,
        summary: method === 'PUT' ? 'Change a game version' : 'Change a game version (only the fields sent)',
        description: MARKING,
        params,
        body: method === 'PUT' ? gameVersionBodySchema : gameVersionPatchBodySchema,
        response: { 200: dataEnvelope(gameVersionSchema) },
      },
      handler: async (request) => ({
        data: toGameVersion(await gameVersions.update(request.params.id, request.body, staffActor(request))),
      }),
    });
};

/** The game client's and the player app's calls (docs/distribution.md). */
export const gameVersionsRoutes: FastifyPluginAsyncZod<{ gameVersions: GameVersionsService; guards: Guards }> = async (
  app,
  { gameVersions, guards },
) => {
  const tags = ['game versions'];

  app.get(
    '/game-versions/latest',
    {
      config: { errors: ['files.no_game_release'] },
      schema: {
        tags,
        summary: 'The latest game version',
        description: 'Public. 404 files.no_game_release while no version is marked latest.',
        response: { 200: dataEnvelope(latestGameVersionSchema) },
      },
    },
    async () => ({ data: await gameVersions.latest() }),
  );

  app.get(
    '/game-versions/check',
    {
      schema: {
        tags,
        summary: 'Check a client version against the latest',
        description:
          'Public. status is update_available when a latest version exists and is newer than `version` ' +
          '(compared part by part: 1.10.0 is newer than 1.9.2; 2.0.0-beta is older than 2.0.0), up_to_date otherwise.',
        querystring: versionCheckQuerySchema,
        response: { 200: dataEnvelope(versionCheckSchema) },
      },
    },
    async (request) => ({ data: await gameVersions.check(request.query.version) }),
  );

  app.post(
    '/game-versions/latest/download',
    {
      config: { errors: ['files.no_game_build', 'files.no_game_release', 'users.missing_software_download'] },
      // A kiosk updates its own game without an administrator (decision 0104).
      onRequest: guards.requireKioskUser,
      schema: {
        tags,
        summary: 'A download link for the latest build',
        description:
          'For a player with the software_download feature (a subscription, an unlock or a software-download ' +
          'voucher); without it 403 users.missing_software_download ("Missing software download", spec §8). ' +
          'The link lives for the download_link_expiry_days setting. 404 files.no_game_release or ' +
          'files.no_game_build when there is nothing to download. Open to kiosk sessions, so a kiosk can update ' +
          'itself (decision 0104).',
        response: { 200: dataEnvelope(gameDownloadSchema) },
      },
    },
    async (request) => ({ data: await gameVersions.download(currentAuth(request).userId) }),
  );
};
