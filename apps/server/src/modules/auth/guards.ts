import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { ACCESS_BACKOFFICE, canAll, type Ability } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import type { StaffActor } from '../activity/staff-actions';
import type { StaffTargetAction, StaffTargetCheck } from '../users/staff-target';
import { recordPermissionDenied } from './permission-denied';
import type { SessionEnd } from './ended-sessions.repository';
import type { SessionResolver, AuthSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the guards; null on public routes. */
    auth: AuthSession | null;
  }
}

/**
 * A route's `onRequest` hook: it runs before the body is parsed and validated, so an anonymous or
 * unauthorised caller gets 401/403 rather than a validation error, and its body is never read.
 * Callback style, so a caller whose session is in memory is admitted without a promise.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

export interface Guards {
  /** Any signed-in user, but not a kiosk session (docs/decisions/0087): new routes are closed to kiosks by default. */
  requireUser: Guard;
  /**
   * Any signed-in user, kiosk sessions included: the kiosk allow-list. Only what the kiosk UI needs
   * uses it (play, rounds, game settings, sign-out); kiosk-routes.test.ts checks every other route refuses.
   */
  requireKioskUser: Guard;
  /** A back-office user: access-backoffice plus every named permission. */
  requirePermission(...permissions: string[]): Guard;
  /**
   * In a back-office handler that acts on a user's account: whether the signed-in staff member may
   * (users/staff-target.ts). Throws users.administrator_protected, users.cannot_disable_self or
   * users.cannot_act_on_self, and records the refusal as auth.permission_denied.
   */
  requireStaffTarget(request: FastifyRequest, targetUserId: number, action: StaffTargetAction): Promise<void>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each guard demands (the abilities beyond sign-in), so the OpenAPI document can say it. */
const requirements = new WeakMap<Guard, readonly string[]>();
/** The guards that let a kiosk session through. */
const kioskGuards = new WeakSet<Guard>();

/** Whether a kiosk session may call the route: its onRequest guard is requireKioskUser. */
export function routeAllowsKiosk(route: Pick<RouteOptions, 'onRequest'>): boolean {
  const hooks = route.onRequest;
  return (Array.isArray(hooks) ? hooks : [hooks]).some(
    (hook) => typeof hook === 'function' && kioskGuards.has(hook as Guard),
  );
}

function requirementOf(hooks: unknown): readonly string[] | undefined {
  for (const hook of Array.isArray(hooks) ? hooks : [hooks]) {
    const required = typeof hook === 'function' ? requirements.get(hook as Guard) : undefined;
    if (required) return required;
  }
  return undefined;
}

/**
 * The abilities a route's guard demands: undefined on a public route, [] when any signed-in user may
 * call it. A guard must be the route's `onRequest` hook (see Guard); in a later hook it throws at start-up.
 */
export function routeGuardRequirement(route: RouteOptions): readonly string[] | undefined {
  if (requirementOf(route.preValidation) || requirementOf(route.preHandler)) {
    throw new Error(`${String(route.method)} ${route.url}: a guard must be an onRequest hook`);
  }
  return requirementOf(route.onRequest);
}

/** The 401 for a session that a suspension or a password change or reset ended, naming the cause. */
const sessionEndedError = (end: SessionEnd): AppError =>
  end.cause === 'suspended'
    ? new AppError('users.session_ended_suspended', { reason: end.reason })
    : new AppError('auth.session_ended_password_changed');

/** The caller on a guarded route. */
export function currentAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('auth.unauthorized');
  return request.auth;
}

/** The signed-in staff member and the request, for the activity log's staff actions. */
export function staffActor(request: FastifyRequest): StaffActor {
  return { id: currentAuth(request).userId, request };
}

export function createGuards(deps: {
  sessions: SessionResolver;
  abilitiesOf(userId: number): Promise<Ability[]>;
  activity: ActivityLog;
  trustedOrigins: readonly string[];
  staffTarget: StaffTargetCheck;
}): Guards {
  const trusted = new Set(deps.trustedOrigins);

  /** Sets request.auth, or throws why the caller may not pass. */
  const admit = (request: FastifyRequest, session: AuthSession, kioskAllowed: boolean) => {
    // A cookie rides along on cross-site requests; a bearer token never does. So a cookie-authenticated
    // write must come from one of our own origins (CSRF), on top of SameSite=Lax.
    if (session.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (!origin || !trusted.has(origin)) throw new AppError('auth.untrusted_origin');
    }
    // The spec's "Not allowed": a kiosk session reaches only the kiosk allow-list.
    if (session.kiosk && !kioskAllowed) throw new AppError('rounds.not_allowed');
    request.auth = session;
  };
  /**
   * No session: a plain 401, or, for a session a suspension or password change ended, why (decision 0124).
   * The cause is looked up by the presented token's signature, so only that session's holder learns it.
   */
  const refuseSignedOut = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const ended = deps.sessions.endedBy(request);
    if (!ended) {
      done(new AppError('auth.unauthorized'));
      return;
    }
    ended.then((end) => done(end ? sessionEndedError(end) : new AppError('auth.unauthorized')), done);
  };
  const admitting = (
    request: FastifyRequest,
    session: AuthSession | null,
    kioskAllowed: boolean,
    done: HookHandlerDoneFunction,
  ) => {
    if (!session) {
      refuseSignedOut(request, done);
      return;
    }
    try {
      admit(request, session, kioskAllowed);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  };
  const signedIn =
    (kioskAllowed: boolean): Guard =>
    (request, _reply, done) => {
      const session = deps.sessions.resolve(request);
      if (session instanceof Promise)
        session.then((resolved) => admitting(request, resolved, kioskAllowed, done), done);
      else admitting(request, session, kioskAllowed, done);
    };
  const requireUser = signedIn(false);
  requirements.set(requireUser, []);
  const requireKioskUser = signedIn(true);
  requirements.set(requireKioskUser, []);
  kioskGuards.add(requireKioskUser);

  return {
    requireUser,
    requireKioskUser,
    requirePermission(...permissions) {
      const required = [ACCESS_BACKOFFICE, ...permissions];
      const permitted = async (request: FastifyRequest) => {
        const auth = currentAuth(request);
        if (!canAll(await deps.abilitiesOf(auth.userId), required)) {
          await recordPermissionDenied(deps.activity, { actorId: auth.userId, request, properties: { required } });
          throw new AppError('auth.insufficient_permissions');
        }
      };
      const guard: Guard = (request, reply, done) =>
        requireUser(request, reply, (err) => {
          if (err) done(err);
          else permitted(request).then(() => done(), done);
        });
      requirements.set(guard, required);
      return guard;
    },
    requireStaffTarget: (request, targetUserId, action) =>
      deps.staffTarget(currentAuth(request).userId, targetUserId, action, request),
  };
}
