import type { AuthProvider, HttpError, UserIdentity } from 'react-admin';
import {
  type HttpClient,
  type HttpClientOptions,
  type HttpResponse,
  type RequestOptions,
  createHttpClient,
  isErrorBody,
} from './api/http';
import { tokenStore } from './api/token';
import {
  type Ability,
  type DataEnvelope,
  type SignInRequest,
  can,
  isSessionEndedKey,
  parseAbilities,
} from '@golf/contracts';
import { isGranted } from './auth/access';
import { LoginError, loginErrorOf } from './auth/login';
import { BACKOFFICE_ABILITY } from './config';
import { resourceAccess } from './resources/table';

/** i18n keys of the messages the auth provider rejects with (react-admin translates them). */
export const INSUFFICIENT_PERMISSIONS = 'app.auth.insufficient_permissions';
export const MISSING_TOKEN = 'app.auth.missing_token';

/** Response header that carries the bearer token (better-auth bearer plugin). */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface AuthProviderOptions extends Omit<HttpClientOptions, 'getToken'> {
  tokens?: TokenStore;
  /**
   * Called when one of the provider's own session calls (the user, the abilities) answers 401.
   * The app logs out in answer (spec section 4); sign-in and sign-out calls never report it.
   */
  onUnauthorized?: () => void;
  /**
   * Called when the signed-in account turns out to lack access-backoffice (on checkAuth, or when
   * real time replaces the abilities). The provider has signed out on the server and forgotten the
   * session already; the app logs out and explains it on the login page.
   */
  onAccessLost?: () => void;
  /**
   * Called with the server's words when a 401 says why the session ended (a suspension or a password change,
   * decision 0124), before the logout it causes; the app shows them on the login page.
   */
  onSessionEnded?: (message: string) => void;
}

/**
 * What the login form passes: the sign-in body's fields (`code`, the TOTP or a backup code, is sent
 * again with e-mail and password after code 100). react-admin's stock login form calls e-mail "username".
 */
export type Credentials = Partial<Pick<SignInRequest, 'email' | 'password' | 'code'>> & { username?: string };

export type BackofficeAuthProvider = AuthProvider & {
  /** The current user's abilities, loaded once per session. */
  getAbilities(): Promise<Ability[]>;
  /**
   * Real time (`abilities.updated`): the user's whole new ability list replaces the cached one.
   * Without access-backoffice the session ends (server sign-out, onAccessLost). Returns whether
   * the session goes on.
   */
  replaceAbilities(next: readonly unknown[]): Promise<boolean>;
  /**
   * Real time, on each (re)subscription of the user channel: the abilities read again, for an
   * `abilities.updated` sent while the channel was not subscribed. Resolves to whether the session
   * goes on and whether the list changed.
   */
  reloadAbilities(): Promise<{ goesOn: boolean; changed: boolean }>;
  /** Real time (`user.updated`): the next getIdentity loads the user again. */
  forgetIdentity(): void;
};

/** checkAuth's refusal without a session; `message: false` is react-admin's "redirect, notify nothing". */
const SIGNED_OUT = { message: false } as const;

/**
 * The back-office session (spec section 4, "Back-office session"):
 * - login: sign in with e-mail and password (and the two-factor code when the server asked for it
 *   with code 100), keep the bearer token, load the abilities, and refuse (logging out again) a user
 *   without access-backoffice. Failures reject with a LoginError telling the page what to do;
 * - logout: invalidate the multi-factor session, sign out, forget token, abilities and identity;
 * - checkError: a 401 on any data call logs out (login and logout do not go through it); a 401 on
 *   the provider's own session calls reports to onUnauthorized for the same reason;
 * - getPermissions: the ability list; canAccess: the resource table's rule for the action.
 */
export function createAuthProvider(options: AuthProviderOptions = {}): BackofficeAuthProvider {
  const tokens = options.tokens ?? tokenStore;
  const http: HttpClient = createHttpClient({ ...options, getToken: () => tokens.get() });

  let abilities: Promise<Ability[]> | null = null;
  let identity: Promise<UserIdentity> | null = null;

  const forget = () => {
    tokens.clear();
    abilities = null;
    identity = null;
  };

  /** Passes on why the session ended when a 401 says so. */
  const tellWhySessionEnded = (error: unknown) => {
    const body = (error as { body?: unknown } | null)?.body;
    if (isErrorBody(body) && isSessionEndedKey(String(body.error_info.key))) options.onSessionEnded?.(body.error);
  };

  /** A call of the signed-in session: a 401 ends the local session and is reported. */
  const sessionRequest = async <T>(path: string, init?: RequestOptions): Promise<HttpResponse<T>> => {
    try {
      return await http.request<T>(path, init);
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status === 401 && tokens.get()) {
        tellWhySessionEnded(error);
        forget();
        options.onUnauthorized?.();
      }
      throw error;
    }
  };

  const fetchAbilities = (request: typeof sessionRequest): Promise<Ability[]> =>
    request<Partial<DataEnvelope<Ability[]>>>('users/me/abilities')
      .then(({ body }) => parseAbilities(body?.data))
      .catch((error: unknown) => {
        abilities = null;
        throw error;
      });

  const loadAbilities = (): Promise<Ability[]> => {
    abilities ??= fetchAbilities(sessionRequest);
    return abilities;
  };

  /** The abilities from now on; without access-backoffice the session ends. Returns whether it goes on. */
  const keepAbilities = async (granted: Ability[]): Promise<boolean> => {
    abilities = Promise.resolve(granted);
    if (can(granted, BACKOFFICE_ABILITY)) return true;
    await loseAccess();
    return false;
  };

  const signOutOnServer = async () => {
    if (!tokens.get()) return;
    // Both calls are best effort: the local session ends whatever the server answers.
    await http.request('users/mfa/invalidate', { method: 'POST' }).catch(() => undefined);
    await http.request('auth/sign-out', { method: 'POST', versioned: false, body: {} }).catch(() => undefined);
  };

  /** Signed in, but without access-backoffice: end the session everywhere and tell the app once. */
  const loseAccess = async () => {
    if (!tokens.get()) return;
    await signOutOnServer();
    forget();
    options.onAccessLost?.();
  };

  return {
    async login(credentials: Credentials) {
      forget();
      const email = credentials.email ?? credentials.username ?? '';
      const code = credentials.code?.trim();
      const body: SignInRequest = { email, password: credentials.password ?? '', ...(code ? { code } : {}) };
      const response = await http
        .request('auth/sign-in/email', { method: 'POST', versioned: false, body })
        .catch((error: unknown) => {
          throw loginErrorOf(error);
        });
      const token = response.headers.get(AUTH_TOKEN_HEADER);
      if (!token) throw new LoginError('refused', MISSING_TOKEN, response.status);
      tokens.set(token);
      // Part of the sign-in: a failure here is the login's, not a reason to log out.
      abilities = fetchAbilities((path, init) => http.request(path, init));
      const granted = await abilities.catch((error: unknown) => {
        forget();
        throw loginErrorOf(error);
      });
      if (!can(granted, BACKOFFICE_ABILITY)) {
        await signOutOnServer();
        forget();
        throw new LoginError('insufficient_permissions', INSUFFICIENT_PERMISSIONS);
      }
    },

    async logout() {
      await signOutOnServer();
      forget();
    },

    async checkAuth() {
      // Not signed in (a first visit, or after logging out): to the login page without a notice, which
      // would otherwise still show over the home page once the user has signed in.
      if (!tokens.get()) throw SIGNED_OUT;
      const granted = await loadAbilities();
      if (!can(granted, BACKOFFICE_ABILITY)) {
        // Lost access since the sign-in: signed out here and on the server; the app says why on
        // the login page, so react-admin adds no notice of its own.
        await loseAccess();
        throw SIGNED_OUT;
      }
    },

    async checkError(error: HttpError | { status?: number }) {
      if (error?.status !== 401) return;
      tellWhySessionEnded(error);
      throw error;
    },

    async getPermissions() {
      if (!tokens.get()) return [];
      return loadAbilities();
    },

    getAbilities() {
      return tokens.get() ? loadAbilities() : Promise.resolve([]);
    },

    async replaceAbilities(next: readonly unknown[]) {
      if (!tokens.get()) return false;
      return keepAbilities(parseAbilities(next));
    },

    async reloadAbilities() {
      if (!tokens.get()) return { goesOn: false, changed: false };
      const before = JSON.stringify(await abilities?.catch(() => null));
      abilities = fetchAbilities(sessionRequest);
      const granted = await abilities;
      return { goesOn: await keepAbilities(granted), changed: JSON.stringify(granted) !== before };
    },

    forgetIdentity() {
      identity = null;
    },

    async getIdentity() {
      identity ??= sessionRequest<{ data?: Record<string, unknown> }>('users/me')
        .then(({ body }): UserIdentity => {
          const user = body?.data ?? {};
          const name = [user.display_name, user.email].find((value) => typeof value === 'string');
          return {
            id: (user.id as string | number | undefined) ?? '',
            fullName: name as string | undefined,
            avatar: typeof user.avatar === 'string' ? user.avatar : undefined,
          };
        })
        .catch((error: unknown) => {
          identity = null;
          throw error;
        });
      return identity;
    },

    async canAccess({ resource, action }) {
      if (!tokens.get()) return false;
      const access = resourceAccess(resource, action);
      if (!access) return false;
      return isGranted(access, { authenticated: true, abilities: await loadAbilities() });
    },
  };
}
