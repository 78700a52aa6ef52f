import { AsyncLocalStorage } from 'node:async_hooks';
import type { Mailer, MailTemplate } from '../mail/mailer';
import type { UsersRepository } from '../users/users.repository';
import { disableWithProviderStores, providerCalls } from './provider-stores';

export interface AuthMailDeps {
  users: Pick<UsersRepository, 'findById'>;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
}

/** Mail sent from inside a provider call reports failure here, so the caller can answer with an error. */
const mailOutcome = new AsyncLocalStorage<{ failed: boolean }>();
disableWithProviderStores(mailOutcome);

/** The identity mail: links the provider asks for, and notices after a security change. */
export function createAuthMail({ users, mailer, log }: AuthMailDeps) {
  /** In the user's language, addressed by their display name. */
  async function send(template: MailTemplate, user: { id: number; email: string }, params: Record<string, string>) {
    const row = await users.findById(user.id);
    await mailer.send({
      to: user.email,
      template,
      locale: row?.locale ?? 'en',
      params: { name: row?.displayName ?? user.email, ...params },
    });
  }

  return {
    /** Mail that may fail without failing the request (notices); the failure is logged. */
    async notify(template: MailTemplate, userId: number) {
      const user = await users.findById(userId);
      if (!user) return;
      await send(template, user, {}).catch((error: unknown) =>
        log.error({ err: error, template }, 'notification mail failed'),
      );
    },

    /** Mail sent from inside a provider call: a failure is flagged for the caller, who answers with its own error. */
    async sendFlaggingFailure(...args: Parameters<typeof send>) {
      await send(...args).catch((error: unknown) => {
        const outcome = mailOutcome.getStore();
        if (outcome) outcome.failed = true;
        throw error;
      });
    },

    /** Runs a provider call that sends mail, and says whether that mail failed. */
    async watchingMail<T>(providerCall: () => Promise<T>): Promise<{ result: T; mailFailed: boolean }> {
      const outcome = { failed: false };
      const result = await providerCalls.run(() => mailOutcome.run(outcome, providerCall));
      return { result, mailFailed: outcome.failed };
    },
  };
}

export type AuthMail = ReturnType<typeof createAuthMail>;
