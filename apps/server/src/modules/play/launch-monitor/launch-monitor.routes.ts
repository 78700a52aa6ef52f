import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  launchMonitorClubBodySchema,
  launchMonitorSchema,
  launchMonitorStatusSchema,
  pairingSchema,
} from '@golf/contracts';
import { dataEnvelope } from '../../../http/envelope';
import { currentAuth, type Guards } from '../../auth/guards';
import type { LaunchMonitorService } from './launch-monitor.service';
import { connectionParamsSchema } from './launch-monitor.schemas';
import type { Club } from './open-connect';

const tags = ['launch-monitor'];

/** Pairing GSPro Open Connect connectors with the signed-in player, and what the game shows of them. */
export const launchMonitorRoutes: FastifyPluginAsyncZod<{
  launchMonitor: LaunchMonitorService;
  guards: Guards;
}> = async (app, { launchMonitor, guards }) => {
  // Play: open to kiosk sessions (docs/decisions/0087).
  const onRequest = guards.requireKioskUser;

  app.post(
    '/launch-monitor/pairings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Get a code to pair a launch-monitor connector',
        description:
          'A new code replaces the player\'s earlier one. The connector is paired when its DeviceID equals the code, when its first message is {"PairingCode":"<code>"}, or when it opens the WebSocket with ?code=<code>. A paired connector that reconnects with the same DeviceID from the same address within 12 hours is paired again without a code. Codes are shared by every server node through Redis when it is configured, so the connector may be connected to any node (docs/launch-monitors.md).',
        response: { 201: dataEnvelope(pairingSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await launchMonitor.issuePairing(currentAuth(request).userId) }),
  );

  app.get(
    '/launch-monitor/status',
    {
      onRequest,
      schema: {
        tags,
        summary: "The player's launch monitors, club and pending pairing code",
        description:
          'Connectors speak GSPro Open Connect v1 to the TCP port LAUNCH_MONITOR_PORT (921 by default) or over a WebSocket at /launch-monitor/ws on this server; the message format, replies (200, 201, 501) and pairing are in docs/launch-monitors.md. `monitors` lists the paired connectors that are connected now, with what their last status message said.',
        response: { 200: dataEnvelope(launchMonitorStatusSchema) },
      },
    },
    async (request) => ({ data: await launchMonitor.status(currentAuth(request).userId) }),
  );

  app.put(
    '/launch-monitor/club',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Set the club selected in the game',
        description:
          'Launches from the monitor are played with this club. Every paired connector is sent a 201 "GSPro Player Information" reply with the club as a GSPro code (DR, W3, W5, H4, I3–I9, PW, SW, PT), the player\'s hand and DistanceToTarget in yards.',
        body: launchMonitorClubBodySchema,
        response: { 200: dataEnvelope(launchMonitorStatusSchema) },
      },
    },
    async (request) => ({
      data: await launchMonitor.setClub(
        currentAuth(request).userId,
        request.body.club as Club,
        request.body.distance_to_target,
      ),
    }),
  );

  app.get(
    '/launch-monitor/connections',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unpaired connectors connected from your own address',
        description:
          "For stock connectors whose DeviceID cannot be changed: the game lists the connectors that connected from the caller's IP address (the same machine or network) and are not paired, by DeviceID, and the player claims one.",
        response: { 200: dataEnvelope(z.array(launchMonitorSchema)) },
      },
    },
    async (request) => ({ data: await launchMonitor.unboundFrom(request.ip) }),
  );

  app.post(
    '/launch-monitor/connections/:id/claim',
    {
      config: { errors: ['launch_monitor.connection_not_found'] },
      onRequest,
      schema: {
        tags,
        summary: 'Pair an unpaired connector from your own address',
        description:
          'launch_monitor.connection_not_found when it is gone, already paired, or connected from another address.',
        params: connectionParamsSchema,
        response: { 200: dataEnvelope(launchMonitorStatusSchema) },
      },
    },
    async (request) => ({
      data: await launchMonitor.claim(currentAuth(request).userId, request.params.id, request.ip),
    }),
  );

  app.delete(
    '/launch-monitor/pairing',
    {
      onRequest,
      schema: {
        tags,
        summary: "Unpair the player's connectors",
        description: 'They stay connected, unpaired, and are not paired again automatically when they reconnect.',
        response: { 200: dataEnvelope(launchMonitorStatusSchema) },
      },
    },
    async (request) => ({ data: await launchMonitor.unpair(currentAuth(request).userId) }),
  );
};
