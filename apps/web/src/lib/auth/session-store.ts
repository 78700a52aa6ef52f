import type { SessionUser } from '@golf/contracts';
import { environmentFromPath, type Environment } from '../../app/environment';

/** Response header that carries a new bearer token (sign-in, two-factor confirm, password change). */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

/**
 * The web environment signs in with the httpOnly session cookie; the game and mobile environments
 * keep a bearer token (identity contract, "Sessions").
 */
export function usesBearerToken(environment: Environment): boolean {
  return environment !== 'web';
}

/** The identity provider's view of the signed-in user (sign-in and get-session answers). */
export type { SessionUser };

/**
 * What this device remembers about the session, per environment: the bearer token (game and
 * mobile only) and the last known user, which start-up falls back on when the identity provider
 * does not answer in time.
 */
export interface SessionStore {
  getToken(): string | null;
  /** Ignored in the web environment, which uses the cookie. */
  setToken(token: string): void;
  clearToken(): void;
  getKnownUser(): SessionUser | null;
  setKnownUser(user: SessionUser): void;
  clearKnownUser(): void;
}

export const tokenStorageKey = (environment: Environment) => `auth.token.${environment}`;
export const knownUserStorageKey = (environment: Environment) => `auth.user.${environment}`;

export function createSessionStore(
  getStorage: () => Storage | undefined,
  getEnvironment: () => Environment,
): SessionStore {
  // Storage can be missing or throw (privacy settings, sandboxed kiosk): then nothing is remembered.
  const read = (key: string): string | null => {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      const storage = getStorage();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Nothing to do: the session lasts as long as the page.
    }
  };

  return {
    getToken() {
      const environment = getEnvironment();
      if (!usesBearerToken(environment)) return null;
      const token = read(tokenStorageKey(environment));
      return token ? token : null;
    },
    setToken(token) {
      const environment = getEnvironment();
      if (!usesBearerToken(environment) || !token.trim()) return;
      write(tokenStorageKey(environment), token.trim());
    },
    clearToken() {
      write(tokenStorageKey(getEnvironment()), null);
    },
    getKnownUser() {
      const text = read(knownUserStorageKey(getEnvironment()));
      if (!text) return null;
      try {
        // What another version of the app stored may not fit; its extra fields are dropped.
        return knownUserFrom(JSON.parse(text));
      } catch {
        return null;
      }
    },
    setKnownUser(user) {
      const { id, email, display_name } = user;
      write(knownUserStorageKey(getEnvironment()), JSON.stringify({ id, email, display_name }));
    },
    clearKnownUser() {
      write(knownUserStorageKey(getEnvironment()), null);
    },
  };
}

/**
 * The stored user as contracts' sessionUserSchema reads it ({ id: integer, email, display_name }),
 * checked by hand: this runs before the first screen, which loads no zod (docs/architecture.md,
 * "First load"); session-store.test.ts holds it to the schema.
 */
function knownUserFrom(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, display_name } = value as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof email !== 'string' || typeof display_name !== 'string') return null;
  return { id: id as number, email, display_name };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function currentEnvironment(): Environment {
  return environmentFromPath(typeof globalThis.location === 'undefined' ? '/' : globalThis.location.pathname);
}

/** The app's session store: localStorage, environment taken from the current URL. */
export const sessionStore: SessionStore = createSessionStore(browserStorage, currentEnvironment);
