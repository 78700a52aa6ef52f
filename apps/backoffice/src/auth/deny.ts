/** react-admin's logout(params, redirectTo, redirectToCurrentLocationAfterLogin). */
export type Logout = (params: object, redirectTo: string, redirectToCurrentLocationAfterLogin: boolean) => unknown;

/**
 * Insufficient permission (spec section 6): log a console message, then log the user out and show
 * the unauthorized page (not back to the refused page after the next login).
 */
export function denyAccess(what: string, logout: Logout, unauthorizedPath: string, warn = console.warn): void {
  warn(`Insufficient permissions for "${what}": logging out.`);
  void logout({}, unauthorizedPath, false);
}
