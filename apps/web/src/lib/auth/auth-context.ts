import { createContext, use } from 'react';
import type { Ability } from '@golf/contracts';
import type { LogoutProgress } from './logout';
import type { SessionUser } from './session-store';
import type { SessionEndedNotice } from './unauthorized';
import type { User } from './types';

/**
 * starting: waiting for the identity provider's auth state;
 * signedIn: a session exists (the user record may still be loading);
 * signingOut: the logout steps are running;
 * signedOut: no session.
 */
export type AuthStatus = 'starting' | 'signedIn' | 'signingOut' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  /** The identity provider's user (id, e-mail, display name). */
  sessionUser: SessionUser | null;
  /** GET /users/me, once loaded. */
  user: User | undefined;
  /** Why the user record could not be loaded, while it is not there. */
  userError: unknown;
  retryUser: () => void;
  abilities: readonly Ability[];
  /** Called by the sign-in screen once the provider accepted the credentials. */
  completeSignIn: (user: SessionUser) => void;
  /** Runs the logout steps (once at a time); resolves with their outcome. */
  logout: () => Promise<LogoutProgress>;
  /** The running or last logout's steps; null before any logout. */
  logoutProgress: LogoutProgress | null;
  /**
   * Why the session was lost, in the server's words, when it said (a suspension or a password change,
   * decision 0124); the sign-in screen shows it until the next sign-in.
   */
  sessionEndedNotice: SessionEndedNotice | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
