import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ClusterBus } from '../../cluster/cluster-bus';
import { createLruCache } from '../../cluster/lru-cache';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { createEndedSessionsRepository, type SessionEnd } from './ended-sessions.repository';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS } from './identity-provider';

export interface AuthSession {
  sessionId: number;
  userId: number;
  token: string;
  /** How the caller presented the session: the web cookie or a bearer token (game, mobile, back-office). */
  via: 'cookie' | 'bearer';
  mfaVerified: boolean;
  /** A kiosk session: only routes whose guard allows kiosk sessions answer it (docs/decisions/0087). */
  kiosk: boolean;
  expiresAt: Date;
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
 * The cached session as the caller presented it. Written out field by field: on Node 20 a spread
 * followed by another property (`{ ...session, via }`) takes V8's slow path, about 2.5 µs a call,
 * a few per cent of a cached `/users/me` (docs/benchmarks.md).
 */
const presentedAs = (session: Omit<AuthSession, 'via'>, via: AuthSession['via']): AuthSession => ({
  sessionId: session.sessionId,
  userId: session.userId,
  token: session.token,
  via,
  mfaVerified: session.mfaVerified,
  kiosk: session.kiosk,
  expiresAt: session.expiresAt,
});

/** How long a resolved session is trusted without asking the database; revocations arrive sooner over the bus. */
export const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_ENTRIES = 50_000;

/**
 * Resolves the caller's session from the sessions table (one indexed query, no provider round
 * trip) and keeps it in memory for a minute. Everything that ends or changes sessions calls
 * `forgetUser`, which reaches every node through the cluster bus, so a revoked session stops
 * working at once. A suspended user has no sessions (they are deleted on suspension; `endedBy` tells
 * their holders why), and a session in use is extended at most once a day, as the provider does.
 */
export function createSessionResolver(db: Database, secret: string, bus: ClusterBus, testClock?: () => Date) {
  const clock = testClock ?? (() => new Date());
  const cache = createLruCache<string, Omit<AuthSession, 'via'>>({
    maxEntries: SESSION_CACHE_ENTRIES,
    // Every cached call reads the clock: milliseconds, without a Date to read them from.
    clock: testClock ? () => testClock().getTime() : Date.now,
  });
  const ended = createEndedSessionsRepository(db);
  bus.subscribe('sessions', ({ userId }) => cache.deleteWhere((session) => session.userId === userId));

  const forgetUser = (userId: number) => bus.publish('sessions', { userId });

  /** A session not in memory: from the database (extended when due), then kept. */
  async function load(credential: { value: string; via: AuthSession['via'] }): Promise<AuthSession | null> {
    const token = verifySignedToken(credential.value, secret);
    if (!token) return null;
    const now = clock();
    const [row] = await db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        mfaVerifiedAt: sessions.mfaVerifiedAt,
        kioskAt: sessions.kioskAt,
      })
      .from(sessions)
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
    if (!row) return null;
    const refreshAfter = row.expiresAt.getTime() - (SESSION_LIFETIME_SECONDS - SESSION_REFRESH_SECONDS) * 1000;
    if (now.getTime() > refreshAfter) {
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
      row.expiresAt = expiresAt;
    }
    const session = {
      sessionId: row.sessionId,
      userId: row.userId,
      token,
      mfaVerified: row.mfaVerifiedAt !== null,
      kiosk: row.kioskAt !== null,
      expiresAt: row.expiresAt,
    };
    cache.set(credential.value, session, Math.min(SESSION_CACHE_TTL_MS, row.expiresAt.getTime() - now.getTime()));
    return presentedAs(session, credential.via);
  }

  return {
    /**
     * The caller's session, or null. Synchronous when it is in memory (nearly every request), so a
     * guard admits the caller without waiting on a promise; a promise when the database is asked.
     */
    resolve(request: Pick<FastifyRequest, 'headers'>): AuthSession | null | Promise<AuthSession | null> {
      const credential = presentedCredential(request);
      if (!credential) return null;
      // Keyed by the signed value as presented: only verified values get in, so a hit skips the HMAC.
      const cached = cache.get(credential.value);
      if (cached) return presentedAs(cached, credential.via);
      return load(credential);
    },

    async setMfaVerified(token: string, verified: boolean): Promise<void> {
      const changed = await db
        .update(sessions)
        .set({ mfaVerifiedAt: verified ? sql`now()` : null })
        .where(eq(sessions.token, token))
        .returning({ userId: sessions.userId });
      for (const { userId } of changed) await forgetUser(userId);
    },

    /** Makes the session a kiosk session, or an ordinary one again; every node sees it at once. */
    async setKiosk(sessionId: number, kiosk: boolean): Promise<void> {
      const changed = await db
        .update(sessions)
        .set({ kioskAt: kiosk ? sql`coalesce(${sessions.kioskAt}, now())` : null })
        .where(eq(sessions.id, sessionId))
        .returning({ userId: sessions.userId });
      for (const { userId } of changed) await forgetUser(userId);
    },

    /**
     * Why the caller's session no longer works, when a suspension or a password change or reset ended it
     * (decision 0124); null otherwise, synchronously when nothing was presented. Only a token with a valid
     * signature is looked up, so only whoever holds that session learns why it ended.
     */
    endedBy(request: Pick<FastifyRequest, 'headers'>): Promise<SessionEnd | null> | null {
      const credential = presentedCredential(request);
      const token = credential && verifySignedToken(credential.value, secret);
      return token ? ended.find(token, clock()) : null;
    },

    /** Drops the user's cached sessions on every node: call after ending or changing any of them. */
    forgetUser,
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
