import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS } from './identity-provider';

export interface AuthSession {
  sessionId: number;
  userId: number;
  token: string;
  /** How the caller presented the session: the web cookie or a bearer token (game, mobile, back-office). */
  via: 'cookie' | 'bearer';
  mfaVerified: boolean;
  expiresAt: Date;
  locale: string;
}

/** Signs a raw session token the way the provider does (see verifySignedToken). */
export function signSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/**
 * The provider hands out `<token>.<base64 HMAC-SHA256(secret, token)>` (URL-encoded) as both the
 * cookie value and the bearer token. Only signed values are accepted.
 */
export function verifySignedToken(value: string, secret: string): string | null {
  let decoded = value;
  if (value.includes('%')) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Where the request's credential is: a bearer header wins over the cookie. */
export function presentedCredential(
  request: Pick<FastifyRequest, 'headers'>,
): { value: string; via: AuthSession['via'] } | null {
  const authorization = request.headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    return { value: authorization.slice(7).trim(), via: 'bearer' };
  }
  const cookie =
    cookieValue(request.headers.cookie, SESSION_COOKIE) ??
    cookieValue(request.headers.cookie, `__Secure-${SESSION_COOKIE}`);
  return cookie ? { value: cookie, via: 'cookie' } : null;
}

/**
 * Resolves the caller's session straight from the sessions table: one indexed query, no provider
 * round trip. A suspended user has no sessions (they are deleted on suspension), and a session
 * in use is extended at most once a day, as the provider does.
 */
export function createSessionResolver(db: Database, secret: string, clock: () => Date = () => new Date()) {
  return {
    async resolve(request: Pick<FastifyRequest, 'headers'>): Promise<AuthSession | null> {
      const credential = presentedCredential(request);
      if (!credential) return null;
      const token = verifySignedToken(credential.value, secret);
      if (!token) return null;
      const now = clock();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          mfaVerifiedAt: sessions.mfaVerifiedAt,
          locale: users.locale,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
      if (!row) return null;
      const refreshAfter = row.expiresAt.getTime() - (SESSION_LIFETIME_SECONDS - SESSION_REFRESH_SECONDS) * 1000;
      if (now.getTime() > refreshAfter) {
        const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
        row.expiresAt = expiresAt;
      }
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        token,
        via: credential.via,
        mfaVerified: row.mfaVerifiedAt !== null,
        expiresAt: row.expiresAt,
        locale: row.locale,
      };
    },

    async setMfaVerified(token: string, verified: boolean): Promise<void> {
      await db
        .update(sessions)
        .set({ mfaVerifiedAt: verified ? sql`now()` : null })
        .where(eq(sessions.token, token));
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
