import type { IdentityProvider } from '../auth/identity-provider';

/** The user whose e-mail and password these are, or null. Never opens a session. */
export type CredentialCheck = (email: string, password: string) => Promise<number | null>;

/**
 * Checks a password against the identity provider's stored credential with the provider's own
 * hashing (the same check its sign-in makes), without going through sign-in: a kiosk exit must
 * not leave a session behind on a shared device.
 */
export function createProviderCredentialCheck(provider: IdentityProvider): CredentialCheck {
  return async (email, password) => {
    const context = await provider.$context;
    const found = await context.internalAdapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
    const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password;
    if (!found || !hash) {
      // Hash anyway, so an unknown address takes as long to refuse as a wrong password.
      await context.password.hash(password);
      return null;
    }
    return (await context.password.verify({ hash, password })) ? Number(found.user.id) : null;
  };
}
