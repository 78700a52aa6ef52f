import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { sendJsonText } from '../../http/compression';
import { currentAuth, type Guards } from '../auth/guards';
import type { SessionResolver } from '../auth/sessions';
import type { UsersService } from './users.service';
import {
  PURCHASE_LIMIT_MAX,
  abilitiesSchema,
  dataEnvelope,
  gameIdentifierBodySchema,
  gameIdentifierSchema,
  kioskProfileFields,
  mfaInvalidatedSchema,
  updateMeSchema,
  userSchema,
} from '@golf/contracts';
import { kioskView } from './kiosk-view';
import { idParamsSchema } from './users.schemas';

const tags = ['users'];

/** The signed-in player's own account (spec section 7, player app calls). */
export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  guards: Guards;
  sessions: SessionResolver;
}> = async (app, { users, guards, sessions }) => {
  const signedIn = { onRequest: guards.requireUser };
  // What the kiosk UI needs of the account (docs/decisions/0087): loading the user, game settings, sign-out.
  const kioskToo = { onRequest: guards.requireKioskUser };

  app.get(
    '/users/me',
    {
      ...kioskToo,
      // Compressed by sendJsonText, without the plugin's two hooks on every call.
      compress: false,
      schema: {
        tags,
        summary: 'The signed-in user',
        description:
          'A kiosk session gets the same shape with only id, display_name, avatar, locale, player_settings, feature_unlocks, ' +
          'registration_completed_at and email_verified filled in; the personal record is withheld (null, empty or blank; decision 0103).',
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    // Not async: the cached reply (nearly every call) goes out without a promise. The service
    // serialized it (and caches it) from the reply's shape: the string goes out as it is.
    (request, reply) => {
      const auth = currentAuth(request);
      // The route's serializer (zod's) gives JSON text.
      if (auth.kiosk)
        return users
          .me(auth.userId)
          .then((user) => sendJsonText(request, reply, reply.serialize({ data: kioskView(user) }) as string));
      const json = users.meJson(auth.userId);
      if (typeof json === 'string') sendJsonText(request, reply, json);
      else return json.then((text) => sendJsonText(request, reply, text));
    },
  );

  app.patch(
    '/users/me',
    {
      ...kioskToo,
      config: { errors: ['rounds.not_allowed', 'users.purchase_limit_waiting_period'] },
      schema: {
        tags,
        summary: 'Update profile, address, purchase limit and player settings',
        description: `Send only the fields that change. A kiosk session may send only ${kioskProfileFields.join(' and ')} (rounds.not_allowed otherwise), and gets the user back as GET /users/me shows it to a kiosk. purchase_limit_per_month is an integer in minor units of purchase_limit_currency (cents), from 0 to ${PURCHASE_LIMIT_MAX}, or null for no limit; anything else is a 422 on the field. Money orders in other currencies count against it converted into purchase_limit_currency (setting purchase_limit_exchange_rates, rounded up; see POST /store/orders). Lowering it applies at once; raising or removing it is scheduled after the purchase_limit_waiting_days setting (purchase_limit_pending), and asking again while a change waits is error 1504.`,
        body: updateMeSchema,
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const allowed: ReadonlySet<string> = new Set(kioskProfileFields);
      if (auth.kiosk && Object.keys(request.body).some((field) => !allowed.has(field)))
        throw new AppError('rounds.not_allowed');
      const user = await users.updateMe(auth.userId, request.body, request);
      return { data: auth.kiosk ? kioskView(user) : user };
    },
  );

  app.post(
    '/users/me/complete-registration',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Finish the first-login wizard (sets registration_completed_at once)',
        response: { 200: dataEnvelope(userSchema) },
      },
    },
    async (request) => ({ data: await users.completeRegistration(currentAuth(request).userId) }),
  );

  app.get(
    '/users/me/abilities',
    {
      ...kioskToo,
      schema: {
        tags,
        summary: "The signed-in user's abilities",
        response: { 200: dataEnvelope(abilitiesSchema) },
      },
    },
    async (request) => ({ data: await users.abilities(currentAuth(request).userId) }),
  );

  app.post(
    '/users/me/game-identifiers',
    {
      ...kioskToo,
      config: { errors: ['auth.game_identifier_failed', 'auth.invalid_device_name'] },
      schema: {
        tags,
        summary: 'Register the game installation the user plays on',
        description:
          'Body `{ data: { uuid, software_version, hardware_version, hardware_key } }` (the fields may also be sent unwrapped). Upserts by uuid. A uuid that is not a UUID is error 1017; a bad hardware_version or hardware_key is 1015.',
        body: gameIdentifierBodySchema,
        response: { 201: dataEnvelope(gameIdentifierSchema) },
      },
    },
    async (request, reply) => {
      const fields = 'data' in request.body ? request.body.data : request.body;
      const data = await users.registerGameIdentifier(currentAuth(request).userId, fields);
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/users/me/game-identifiers/:id',
    { ...signedIn, schema: { tags, summary: 'Forget a game installation', params: idParamsSchema } },
    async (request, reply) => {
      await users.removeGameIdentifier(currentAuth(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/mfa/invalidate',
    {
      ...kioskToo,
      schema: {
        tags,
        summary: 'End the multi-factor verified state of this session (sent at logout)',
        response: { 200: dataEnvelope(mfaInvalidatedSchema) },
      },
    },
    async (request) => {
      await sessions.setMfaVerified(currentAuth(request).token, false);
      return { data: { mfa_verified: false as const } };
    },
  );
};
