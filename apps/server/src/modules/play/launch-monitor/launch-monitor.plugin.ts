import type { FastifyInstance } from 'fastify';
import type { ClusterBus } from '../../../cluster/cluster-bus';
import type { SharedState } from '../../../cluster/shared-state';
import type { SessionResolver } from '../../auth/sessions';
import { createLaunchMonitorService, type LaunchMonitorService, type ShotSink } from './launch-monitor.service';
import { attachLaunchMonitorWebSocket, sessionUpgradeAuthenticator } from './launch-monitor.ws';

declare module 'fastify' {
  interface FastifyInstance {
    /** The launch-monitor service (this node's connections, every node's view); server.ts opens the TCP listener on it. */
    launchMonitor: LaunchMonitorService;
  }
}

/**
 * Builds the launch-monitor service, takes `/launch-monitor/ws` upgrades on the app's HTTP server
 * (call it after the Pusher server is attached) and closes every connector connection when the app closes.
 */
export function registerLaunchMonitor(
  app: FastifyInstance,
  deps: {
    sink: ShotSink;
    handOf(userId: number): Promise<'L' | 'R'>;
    sessions: Pick<SessionResolver, 'resolve'>;
    trustedOrigins: readonly string[];
    state: SharedState;
    bus: ClusterBus;
    clock?: () => number;
  },
): LaunchMonitorService {
  const service = createLaunchMonitorService({
    sink: deps.sink,
    handOf: deps.handOf,
    state: deps.state,
    bus: deps.bus,
    clock: deps.clock,
    log: app.log,
  });
  const webSocket = attachLaunchMonitorWebSocket(
    app.server,
    service,
    sessionUpgradeAuthenticator(service, deps.sessions, deps.trustedOrigins),
    app.log,
  );
  app.decorate('launchMonitor', service);
  app.addHook('preClose', async () => {
    await service.closeAll();
    await webSocket.close();
  });
  return service;
}
