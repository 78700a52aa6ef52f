import { clientEnvironmentBasePath, clientEnvironments, type ClientEnvironment } from '@golf/contracts';

/**
 * The links the server e-mails lead back to the player app's environment the request came from
 * (a sign-up in the game client verifies into the game's sign-in screen). The environment travels
 * in the link's callbackURL, which the identity provider carries through the e-mail; only these
 * exact values are honoured, so a crafted link cannot send the browser anywhere else.
 */

/** The sign-in screen a verification link ends on, with its outcome. */
export const verifiedSignInPath = (environment: ClientEnvironment, verified = true) =>
  `${clientEnvironmentBasePath[environment]}/sign-in?verified=${verified ? 1 : 0}`;

/** The player app's reset screen. */
export const resetPasswordPath = (environment: ClientEnvironment) =>
  `${clientEnvironmentBasePath[environment]}/reset-password`;

/** The environment whose link is exactly `callbackURL`; web for anything else (or nothing). */
export function environmentNamedBy(
  callbackURL: string | undefined,
  linkOf: (environment: ClientEnvironment) => string,
): ClientEnvironment {
  return clientEnvironments.find((environment) => linkOf(environment) === callbackURL) ?? 'web';
}
