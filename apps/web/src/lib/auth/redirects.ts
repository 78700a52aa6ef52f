import { environmentFromPath, pathInEnvironment, type Environment } from '../../app/environment';

/** The public screens, relative to each environment's prefix. */
export const authViewPaths = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  verifyEmail: 'verify-email',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  logout: 'logout',
  welcome: 'welcome',
} as const;

/** Query parameter carrying the page to return to after signing in. */
export const RETURN_PARAM = 'redirect';

const publicPaths: readonly string[] = [
  authViewPaths.signIn,
  authViewPaths.signUp,
  authViewPaths.verifyEmail,
  authViewPaths.forgotPassword,
  authViewPaths.resetPassword,
  authViewPaths.logout,
];

function relativeView(environment: Environment, pathname: string): string {
  const base = pathInEnvironment(environment, '');
  const rest = base === '/' ? pathname : pathname.slice(base.length);
  return rest.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * A return path that is safe to follow: a path on this site (not `//host` or a URL), inside the
 * same environment, and not a sign-in, sign-up or logout screen. Anything else is the dashboard.
 */
export function safeReturnPath(value: string | null | undefined, environment: Environment): string {
  const dashboard = pathInEnvironment(environment, '');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return dashboard;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (environmentFromPath(pathname) !== environment) return dashboard;
  if (publicPaths.includes(relativeView(environment, pathname))) return dashboard;
  return value;
}

/** The sign-in screen of an environment, remembering where to go back to (nothing for the dashboard). */
export function signInLocation(environment: Environment, returnPath?: string): string {
  const signIn = pathInEnvironment(environment, authViewPaths.signIn);
  const target = safeReturnPath(returnPath, environment);
  if (target === pathInEnvironment(environment, '')) return signIn;
  return `${signIn}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/**
 * Where a user goes once signed in: the first-login wizard while registration is not completed
 * (passing the return path on), otherwise the return path or the dashboard.
 */
export function postSignInLocation(
  environment: Environment,
  user: { registration_completed_at: string | null },
  returnPath: string | null | undefined,
): string {
  const target = safeReturnPath(returnPath, environment);
  if (user.registration_completed_at) return target;
  const welcome = pathInEnvironment(environment, authViewPaths.welcome);
  if (target === pathInEnvironment(environment, '')) return welcome;
  return `${welcome}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}
