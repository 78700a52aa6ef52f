/**
 * A message for the login page after the app logged the user out by itself: an i18n key, e.g. "Insufficient
 * permissions" when the account lost access-backoffice (spec section 4), or the server's own words for why the
 * session ended (a suspension, a password change). Kept in sessionStorage so it survives the redirect; the login
 * page shows it once.
 */
const KEY = 'bo_login_notice';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export const loginNotice = {
  set(messageKey: string): void {
    storage()?.setItem(KEY, messageKey);
  },
  /** The pending notice (an i18n key), if any. */
  peek(): string | null {
    return storage()?.getItem(KEY) ?? null;
  },
  /** Shown: not again on the next visit. */
  clear(): void {
    storage()?.removeItem(KEY);
  },
};
