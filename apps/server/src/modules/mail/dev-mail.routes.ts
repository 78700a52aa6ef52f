import type { FastifyReply } from 'fastify';
import { dataEnvelope, outboxMessageSchema, recordId, type OutboxMessage } from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { DEV_MAIL_PAGE_CSP, renderOutboxList, renderOutboxMail } from './dev-mail.pages';
import { createMailOutboxRepository, type OutboxMail } from './mail-outbox.repository';

/** How many mails the page and the JSON list show. */
export const DEV_MAIL_LIST_LIMIT = 100;

/** An empty `?to=` is no filter. */
const toQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((value) => value || undefined),
});

const idParamsSchema = z.object({ id: recordId });

const toMessage = (mail: OutboxMail): OutboxMessage => ({
  id: mail.id,
  recipient: mail.recipient,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  template: mail.template,
  locale: mail.locale,
  created_at: mail.createdAt.toISOString(),
});

const sendPage = (reply: FastifyReply, html: string) =>
  reply.header('content-security-policy', DEV_MAIL_PAGE_CSP).type('text/html; charset=utf-8').send(html);

/**
 * The development outbox: what the outbox mail driver stored, as pages for people and JSON for
 * tests. Mount it at DEV_MAIL_PREFIX, and only when devMailViewerEnabled(config) (mailer.ts).
 * Not part of the API, so hidden from the OpenAPI document.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const outbox = createMailOutboxRepository(db);
  const prefix = app.prefix;

  // Mail holds live sign-in links: never cached, never leaked in a Referer. JSON gets the strict
  // API policy; the pages replace it with theirs.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    done();
  });

  app.get('/', { schema: { hide: true, querystring: toQuerySchema } }, async (request, reply) => {
    const { to } = request.query;
    const mails = await outbox.list({ to, match: 'contains', limit: DEV_MAIL_LIST_LIMIT });
    return sendPage(reply, renderOutboxList(prefix, mails, to, DEV_MAIL_LIST_LIMIT));
  });

  app.get(
    '/messages',
    {
      schema: {
        hide: true,
        summary: 'Mail in the development outbox, newest first (at most 100)',
        description: '`to` matches the whole recipient address, case-insensitively.',
        querystring: toQuerySchema,
        response: { 200: dataEnvelope(z.array(outboxMessageSchema)) },
      },
    },
    async (request) => {
      const mails = await outbox.list({ to: request.query.to, match: 'exact', limit: DEV_MAIL_LIST_LIMIT });
      return { data: mails.map(toMessage) };
    },
  );

  app.delete(
    '/messages',
    { schema: { hide: true, summary: 'Empties the development outbox', response: { 204: z.null() } } },
    async (_request, reply) => {
      await outbox.clear();
      return reply.code(204).send(null);
    },
  );

  app.get('/:id', { schema: { hide: true, params: idParamsSchema } }, async (request, reply) => {
    const mail = await outbox.get(request.params.id);
    if (!mail) throw new AppError('general.not_found');
    return sendPage(reply, renderOutboxMail(prefix, mail));
  });
};
