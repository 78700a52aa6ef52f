/**
 * What the app opens with (decision 0076): the login screen, a small chunk without react-admin, when
 * there is no session and the address is the login page or the home page (which would send there);
 * anything else loads the admin, which decides as before (a deep link goes to its login page and back,
 * an unknown address shows not-found).
 */
export function opensOnLoginScreen(path: string, hasSession: boolean): boolean {
  return !hasSession && (path === LOGIN_PATH || path === '/');
}

export const LOGIN_PATH = '/login';

/** The address relative to the router's basename ("/backoffice/login/" → "/login"). */
export function appPath(pathname: string, basename: string): string {
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return `/${relative.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Where a sign-in on the login screen goes: the page react-admin sent the user from (its router keeps
 * `{ nextPathname, nextSearch }` in history.state.usr, which a reload keeps), else the home page.
 */
export function pathAfterLogin(historyState: unknown): string {
  const state = (historyState as { usr?: { nextPathname?: unknown; nextSearch?: unknown } } | null)?.usr;
  if (typeof state?.nextPathname !== 'string' || !state.nextPathname) return '/';
  return state.nextPathname + (typeof state.nextSearch === 'string' ? state.nextSearch : '');
}
