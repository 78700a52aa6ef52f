import { createTransport } from 'nodemailer';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail-outbox.repository';
import { renderMail, resolveMailLocale, type MailParams, type MailTemplate, type RenderedMail } from './templates';

export type { MailTemplate } from './templates';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: string;
  params: MailParams;
}

export interface Mailer {
  /** Renders and delivers one e-mail; throws when it cannot (callers map that to their own error). */
  send(message: MailMessage): Promise<void>;
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where the development outbox is browsable (see dev-mail.routes.ts). */
export const DEV_MAIL_PREFIX = '/dev/mail';

/**
 * The dev outbox pages are served only on the embedded database outside production: on
 * PostgreSQL a deployment may be shared, and the outbox holds live sign-in links.
 */
export function devMailViewerEnabled(config: Config): boolean {
  return config.database.url === undefined && config.env !== 'production';
}

/** A rendered e-mail ready for delivery, addressed and labelled. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  template: MailTemplate;
  /** The locale it was rendered in (after fallback). */
  locale: string;
}

/** A delivery driver: SMTP or the development outbox. Returns what identifies the mail in the log. */
export interface MailDriver {
  readonly name: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<Record<string, string | number>>;
}

/** Bounds on a slow or silent SMTP server, so a request that sends mail cannot hang for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer. Timeouts set as query parameters of the URL win over ours. */
export function createSmtpDriver(url: string, from: string): MailDriver {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async deliver(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return { messageId: info.messageId };
    },
  };
}

/** Development: the mail is kept in `mail_outbox`, to be read at /dev/mail. */
export function createOutboxDriver(outbox: MailOutboxRepository): MailDriver {
  return {
    name: 'outbox',
    async deliver(mail) {
      const { id } = await outbox.insert({
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        template: mail.template,
        locale: mail.locale,
      });
      return { outboxId: id };
    },
  };
}

/**
 * The mailer, with its driver chosen here and only here: SMTP when MAIL_URL is set, otherwise
 * the development outbox. Either way the mail is rendered first, by the same templates.
 */
export function createMailer(deps: { config: Config; db: Database; logger: MailLogger }): Mailer {
  const { config, logger } = deps;
  const driver = config.mail.url
    ? createSmtpDriver(config.mail.url, config.mail.from)
    : createOutboxDriver(createMailOutboxRepository(deps.db));
  const viewer = devMailViewerEnabled(config) ? `${config.server.appUrl.replace(/\/$/, '')}${DEV_MAIL_PREFIX}` : null;

  return {
    async send(message) {
      const locale = resolveMailLocale(message.locale);
      const context = { template: message.template, locale, driver: driver.name };
      try {
        const rendered = renderMail(message.template, locale, message.params);
        const ref = await driver.deliver({ ...rendered, to: message.to, template: message.template, locale });
        const view = viewer && typeof ref.outboxId === 'number' ? { view: `${viewer}/${ref.outboxId}` } : {};
        logger.info({ ...context, ...ref, ...view }, 'mail sent');
      } catch (err) {
        logger.error({ ...context, err }, 'mail not sent');
        throw err;
      }
    },
  };
}
