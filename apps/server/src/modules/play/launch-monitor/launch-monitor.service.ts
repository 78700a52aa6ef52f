import { randomUUID } from 'node:crypto';
import type { LaunchMonitor, LaunchMonitorStatus as WireStatus } from '@golf/contracts';
import { createMemoryBus, type BusMessage, type ClusterBus } from '../../../cluster/cluster-bus';
import { createMemorySharedState, type SharedState } from '../../../cluster/shared-state';
import { AppError } from '../../../errors/app-error';
import {
  createConnectionHandling,
  recordOf,
  type ConnectionState,
  type MonitorTransport,
  type ShotSink,
} from './launch-monitor.connection';
import { createMonitorPairing } from './launch-monitor.pairing';
import { createMonitorRegistry, REFRESH_MS, type MonitorRecord } from './launch-monitor.registry';
import type { Club } from './open-connect';

export type { MonitorTransport, ShotSink, SinkLaunch, SinkResult } from './launch-monitor.connection';
export { PLAYER_INFO_GAP_MS } from './launch-monitor.connection';

/**
 * Launch-monitor connections (TCP or WebSocket, see launch-monitor.tcp.ts / .ws.ts): the ones this
 * node holds, and the API's view of every node's (docs/launch-monitors.md, "Several nodes"). Pairing
 * codes, remembered pairings, connection records and each player's club are in the shared state
 * (memory, or Redis with REDIS_URL: decision 0056); an API call on one node that concerns a
 * connection held by another (claim, unpair, a new club) reaches it over the cluster bus.
 */

export interface MonitorConnection {
  readonly id: string;
  /** Text as it arrived: part of a message, one, or several. */
  receive(text: string): void;
  /** The transport closed. */
  closed(): void;
}

/** A connector as the API shows it. */
export type MonitorView = LaunchMonitor;
export type LaunchMonitorStatus = Omit<WireStatus, 'club'> & { club: Club };

export interface LaunchMonitorDeps {
  sink: ShotSink;
  /** The player's hand from their settings ('L' or 'R'). */
  handOf(userId: number): Promise<'L' | 'R'>;
  /** Shared with the other nodes; this process's memory when not given. */
  state?: SharedState;
  /** Tells the other nodes; in-process when not given. */
  bus?: ClusterBus;
  /** Milliseconds clock (tests move it to expire codes). */
  clock?: () => number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export const MAX_CONNECTIONS_PER_ADDRESS = 20;

/** One address for a client whether it came over IPv4 or IPv4-mapped IPv6 (`::ffff:192.0.2.1`). */
export const normaliseAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

const viewOf = ({ user_id: _userId, ...view }: MonitorRecord): MonitorView => view;

export function createLaunchMonitorService(deps: LaunchMonitorDeps) {
  const clock = deps.clock ?? Date.now;
  const state = deps.state ?? createMemorySharedState(clock);
  const bus = deps.bus ?? createMemoryBus();
  const pairing = createMonitorPairing(state, clock);
  const registry = createMonitorRegistry(state);
  const handling = createConnectionHandling({ ...deps, pairing, registry, clock });
  /** The connections this node holds. */
  const connections = new Map<string, ConnectionState>();
  const failed = (what: string) => (error: unknown) => deps.log.error({ err: error }, `launch monitor ${what} failed`);

  const localOf = (userId: number) => [...connections.values()].filter((c) => c.open && c.userId === userId);

  // What another node's API call asks of the connections held here.
  const unsubscribe = bus.subscribe('launch-monitor', (message: BusMessage) => {
    const userId = Number(message.userId);
    if (message.kind === 'player-info') {
      for (const c of localOf(userId)) handling.enqueue(c, () => handling.sendPlayerInfo(c));
    } else if (message.kind === 'bind') {
      const c = connections.get(String(message.connection));
      if (!c || !c.open || c.userId !== null) return;
      c.userId = userId;
      handling.enqueue(c, async () => {
        await handling.bind(c, userId);
        await handling.sendPlayerInfo(c);
      });
    } else if (message.kind === 'unpair') {
      for (const c of localOf(userId)) c.userId = null;
    }
  });

  // Records expire unless renewed: a node that dies leaves no connections behind for long.
  const refresh = setInterval(() => {
    for (const c of connections.values()) handling.publish(c).catch(failed('refresh'));
  }, REFRESH_MS);
  refresh.unref();

  async function status(userId: number): Promise<LaunchMonitorStatus> {
    const [player, code, monitors] = await Promise.all([
      registry.player(userId),
      pairing.codeOf(userId),
      registry.ofUser(userId),
    ]);
    return {
      connected: monitors.length > 0,
      monitors: monitors.map(viewOf),
      club: player.club,
      distance_to_target: player.distanceToTargetCm,
      pairing: code && { code: code.code, expires_at: new Date(code.expiresAt).toISOString() },
    };
  }

  return {
    /** A new pairing code for the player (replacing any earlier one), valid for 10 minutes. */
    async issuePairing(userId: number): Promise<{ code: string; expires_at: string }> {
      const { code, expiresAt } = await pairing.issue(userId);
      return { code, expires_at: new Date(expiresAt).toISOString() };
    },

    /** The player behind a code, consuming it (the WebSocket `?code=`); null when wrong or expired. */
    consumeCode: (code: string) => pairing.consume(code),

    status,

    /** The club chosen in the game: every monitor of the player, on any node, hears it (201). */
    async setClub(userId: number, club: Club, distanceToTargetCm?: number | null): Promise<LaunchMonitorStatus> {
      const player = await registry.player(userId);
      await registry.setPlayer(userId, {
        club,
        distanceToTargetCm: distanceToTargetCm === undefined ? player.distanceToTargetCm : distanceToTargetCm,
      });
      await bus.publish('launch-monitor', { kind: 'player-info', userId });
      return status(userId);
    },

    /** Connectors not yet paired that connected from this address (the player's own network), on any node. */
    async unboundFrom(address: string): Promise<MonitorView[]> {
      return (await registry.unboundFrom(normaliseAddress(address))).map(viewOf);
    },

    /** Pairs an unpaired connector from the caller's own address with the caller; its node sends the 201. */
    async claim(userId: number, connectionId: string, address: string): Promise<LaunchMonitorStatus> {
      const record = await registry.get(connectionId);
      if (!record || record.user_id !== null || record.address !== normaliseAddress(address))
        throw new AppError('launch_monitor.connection_not_found');
      await registry.put({ ...record, user_id: userId });
      await bus.publish('launch-monitor', { kind: 'bind', connection: connectionId, userId });
      return status(userId);
    },

    /** Unpairs the player's monitors (they stay connected, unpaired) and forgets them for reconnection. */
    async unpair(userId: number): Promise<LaunchMonitorStatus> {
      await bus.publish('launch-monitor', { kind: 'unpair', userId });
      for (const record of await registry.ofUser(userId)) {
        await registry.remove(record);
        await registry.put({ ...record, user_id: null });
      }
      await pairing.forget(userId);
      return status(userId);
    },

    /** Registers a new connector connection; `userId` when the transport already authenticated it. */
    open(given: MonitorTransport, userId: number | null = null): MonitorConnection | null {
      const transport = { ...given, address: normaliseAddress(given.address) };
      let fromAddress = 0;
      for (const c of connections.values()) if (c.transport.address === transport.address) fromAddress += 1;
      if (fromAddress >= MAX_CONNECTIONS_PER_ADDRESS) {
        deps.log.warn({ address: transport.address }, 'launch monitor refused: too many connections');
        return null;
      }
      const connection = handling.newConnection(randomUUID(), transport);
      connections.set(connection.id, connection);
      handling.enqueue(connection, async () => {
        if (userId === null) return handling.publish(connection);
        await handling.bind(connection, userId);
        await handling.sendPlayerInfo(connection);
      });
      return {
        id: connection.id,
        receive: (text) => handling.receive(connection, text),
        closed() {
          connection.open = false;
          connections.delete(connection.id);
          registry.remove(recordOf(connection)).catch(failed('close'));
        },
      };
    },

    /** Open connections held by this node (all transports). */
    get connections() {
      return connections.size;
    },

    /** Closes every connection of this node (shutdown) and takes them out of the shared view. */
    async closeAll() {
      clearInterval(refresh);
      unsubscribe();
      const closing = [...connections.values()];
      connections.clear();
      for (const connection of closing) {
        connection.open = false;
        connection.transport.close();
      }
      await Promise.all(closing.map((c) => registry.remove(recordOf(c)).catch(failed('close'))));
    },
  };
}

export type LaunchMonitorService = ReturnType<typeof createLaunchMonitorService>;
