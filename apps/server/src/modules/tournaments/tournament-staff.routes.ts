import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  type ErrorKey,
  recordId,
  teeSheetSchema,
  teeTimeMoveBodySchema,
  teeTimeSwapBodySchema,
  tournamentOptionsSchema,
} from '@golf/contracts';
import { staffActor, type Guards } from '../auth/guards';
import type { TournamentsService } from './tournaments.service';

const params = z.object({ id: recordId });
const tags = ['admin: tournaments'];

const TEE_ERRORS: ErrorKey[] = [
  'tournaments.tee_sheet_not_assigned',
  'tournaments.tee_round_started',
  'tournaments.tee_same_time',
  'tournaments.not_entered',
  'tournaments.entry_out',
  'tournaments.changes_not_allowed',
];

const TEE_RULES =
  'Assigned tee-time mode only (tournaments.tee_sheet_not_assigned, 6030), before the round starts ' +
  '(tournaments.tee_round_started, 6031), entrants still in (tournaments.not_entered 6015, tournaments.entry_out 6017). ' +
  'The reply is the round’s tee sheet as players now see it.';

/**
 * Back-office extras of the `tournaments` resource (manage-tournaments): the form's read-only course
 * and hardware choices, and moving or swapping entrants on an assigned tee sheet.
 */
export const tournamentsStaffRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
  guards: Guards;
}> = async (app, { tournaments, guards }) => {
  const onRequest = guards.requirePermission('manage-tournaments');

  app.get(
    '/tournaments/options',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The tournament form’s course and hardware device choices',
        description: 'Read-only ids and titles, so manage-tournaments alone can fill the form.',
        response: { 200: dataEnvelope(tournamentOptionsSchema) },
      },
    },
    async () => ({ data: await tournaments.staffOptions() }),
  );

  app.post(
    '/tournaments/:id/tee-times/move',
    {
      onRequest,
      config: {
        errors: [
          ...TEE_ERRORS,
          'tournaments.tee_time_outside_window',
          'tournaments.tee_time_off_interval',
          'tournaments.tee_group_full',
        ],
      },
      schema: {
        tags,
        summary: 'Move an entrant to another tee time in a round',
        description: `${TEE_RULES} The time is inside the window (6032), on the tee interval (6033), in a group with room (6034).`,
        params,
        body: teeTimeMoveBodySchema,
        response: { 200: dataEnvelope(teeSheetSchema) },
      },
    },
    async (request) => {
      const { round_number, user_id, tee_time } = request.body;
      return {
        data: await tournaments.teeSheet.move(
          request.params.id,
          round_number,
          user_id,
          new Date(tee_time),
          staffActor(request),
        ),
      };
    },
  );

  app.post(
    '/tournaments/:id/tee-times/swap',
    {
      onRequest,
      config: { errors: TEE_ERRORS },
      schema: {
        tags,
        summary: 'Swap two entrants’ tee times in a round',
        description: `${TEE_RULES} Two entrants of one group already share it (6035).`,
        params,
        body: teeTimeSwapBodySchema,
        response: { 200: dataEnvelope(teeSheetSchema) },
      },
    },
    async (request) => {
      const { round_number, user_id, other_user_id } = request.body;
      return {
        data: await tournaments.teeSheet.swap(
          request.params.id,
          round_number,
          user_id,
          other_user_id,
          staffActor(request),
        ),
      };
    },
  );
};
