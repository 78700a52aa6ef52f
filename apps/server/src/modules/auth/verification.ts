import { AppError } from '../../errors/app-error';
import { clientEnvironment } from '../../http/client-environment';
import type { SettingsReader } from '../settings/settings.reader';
import type { AuthMail } from './auth-mail';
import { environmentNamedBy, verifiedSignInPath } from './environment-links';
import { assertEmailFormat } from './field-problems';
import { providerError, providerErrorCode } from './identity-errors';
import type { Caller, ProviderCall, ProviderReply } from './provider-client';
import type { Throttle } from './throttle';

/** How often a verification e-mail may go to one address: the configured interval. */
export function createVerificationEmailLimit(deps: { settings: SettingsReader; throttle: Throttle }) {
  /** Counts a verification e-mail to the address; limited when one went out within the configured interval. */
  return async function verificationEmailAllowed(email: string) {
    const windowSeconds = await deps.settings.integer('verification_email_interval_seconds');
    const state = await deps.throttle.hit(`verification-email:${email.toLowerCase()}`, { max: 1, windowSeconds });
    return { ...state, windowSeconds };
  };
}

export type VerificationEmailLimit = ReturnType<typeof createVerificationEmailLimit>;

export interface EmailVerificationDeps {
  call: ProviderCall;
  mail: AuthMail;
  verificationEmailAllowed: VerificationEmailLimit;
}

/** The verification link: sent (again), and followed. */
export function createEmailVerification({ call, mail, verificationEmailAllowed }: EmailVerificationDeps) {
  /** The provider sends the link; a mail failure is 1024, an address already verified is no failure. */
  async function sendLink(email: string, caller: { headers: Headers }, callbackURL: string) {
    const { result: reply, mailFailed } = await mail.watchingMail(() =>
      call('/send-verification-email', caller, { email, callbackURL }),
    );
    if (mailFailed) throw new AppError('auth.verification_code_send_failed');
    if (reply.status >= 400 && providerErrorCode(reply) !== 'EMAIL_ALREADY_VERIFIED') throw providerError(reply);
  }

  return {
    /** Resends the verification link, once per minute per address; unknown addresses get the same answer. */
    async sendVerificationEmail(email: string, caller: Caller) {
      assertEmailFormat(email);
      const allowed = await verificationEmailAllowed(email);
      if (allowed.limited)
        throw new AppError('auth.verification_email_throttled', { seconds: allowed.retryAfterSeconds });
      await sendLink(email, caller, verifiedSignInPath(clientEnvironment(caller.raw)));
      return { retry_after: allowed.windowSeconds };
    },

    /**
     * The sign-up's verification link to an address staff just gave an account (it is unverified
     * until the link is followed); it counts as the address's verification e-mail of the minute.
     * The link leads to the web sign-in screen. Fails with 1024 when the mail could not be sent.
     */
    async sendVerificationLink(email: string) {
      await verificationEmailAllowed(email);
      await sendLink(email, { headers: new Headers() }, verifiedSignInPath('web'));
    },

    /**
     * The link in the e-mail: verifies, then sends the browser to the sign-in screen with the outcome,
     * in the environment the link names (environment-links.ts).
     */
    async verifyEmail(token: string, callbackURL: string | undefined, caller: Caller) {
      const environment = environmentNamedBy(callbackURL, (named) => verifiedSignInPath(named));
      const reply: ProviderReply | null = await call('/verify-email', caller, undefined, {
        method: 'GET',
        query: { token, callbackURL: verifiedSignInPath(environment) },
      }).catch(() => null);
      const location = reply?.headers.get('location') ?? '';
      const ok = reply !== null && reply.status < 400 && !location.includes('error=');
      return verifiedSignInPath(environment, ok);
    },
  };
}
