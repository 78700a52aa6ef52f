import { randomUUID } from 'node:crypto';
import {
  enums,
  translate,
  type ErrorKey,
  type LaunchMonitor,
  type LaunchMonitorStatus as WireStatus,
} from '@golf/contracts';
import { AppError, type MessageParams } from '../../../errors/app-error';
import {
  createJsonObjectSplitter,
  frameReply,
  MAX_MESSAGE_CHARS,
  parseMessage,
  playerReply,
  SHOT_RECEIVED,
  shotId,
  type Club,
  type JsonObjectSplitter,
  type MonitorLaunch,
  type Reply,
} from './open-connect';
import { createMonitorPairing } from './launch-monitor.pairing';

/**
 * Launch-monitor connections (TCP or WebSocket, see launch-monitor.tcp.ts / .ws.ts), their pairing
 * (launch-monitor.pairing.ts) and each player's club, held in this node's memory (docs/launch-monitors.md,
 * "Several nodes": why, and what that means for several nodes). Shots go to a ShotSink, which plays them
 * in the player's ongoing round.
 */

/** A launch as the sink takes it: our units (m/s, degrees, rpm), the shot's stable id and the player's club. */
export interface SinkLaunch extends MonitorLaunch {
  id: string;
  club: Club;
}

/** What the connector learns from a played shot: how far the next shot is from the pin (cm), null when there is none. */
export interface SinkResult {
  distanceToTargetCm: number | null;
  /** The club suggested for the next shot; null or absent keeps the current one. */
  nextClub?: Club | null;
}

/** Plays a launch for a player; refuses with an AppError (no round in progress, ...). */
export type ShotSink = (userId: number, launch: SinkLaunch) => Promise<SinkResult>;

export interface MonitorTransport {
  kind: 'tcp' | 'websocket';
  /** The connector's address (IP). */
  address: string;
  send(text: string): void;
  close(): void;
}

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
  /** Milliseconds clock (tests move it to expire codes). */
  clock?: () => number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** Messages waiting behind a shot being played; past this a connector is flooding. */
const MAX_QUEUED = 64;
/** Shot ids recently played per connection, answered again without replaying. */
const RECENT_SHOTS = 32;
export const MAX_CONNECTIONS_PER_ADDRESS = 20;
/**
 * The 201 after a shot waits this long behind the shot's 200, so that the two arrive in separate
 * reads: gspro-interface parses each read as exactly one object (docs/launch-monitors.md, "Framing").
 */
export const PLAYER_INFO_GAP_MS = 40;

interface ConnectionState {
  id: string;
  transport: MonitorTransport;
  splitter: JsonObjectSplitter;
  userId: number | null;
  deviceId: string | null;
  connectedAt: number;
  ready: boolean | null;
  ballDetected: boolean | null;
  lastShotAt: number | null;
  recentShots: string[];
  queue: Promise<void>;
  queued: number;
  open: boolean;
}

/** One address for a client whether it came over IPv4 or IPv4-mapped IPv6 (`::ffff:192.0.2.1`). */
export const normaliseAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

function englishError(key: ErrorKey, params: MessageParams = {}): Reply {
  return { Code: 501, Message: translate('en', `errors.${key}`, params) };
}

export function createLaunchMonitorService(deps: LaunchMonitorDeps) {
  const clock = deps.clock ?? Date.now;
  const connections = new Map<string, ConnectionState>();
  const pairing = createMonitorPairing(clock);
  const players = new Map<number, { club: Club; distanceToTargetCm: number | null }>();

  function playerOf(userId: number) {
    let player = players.get(userId);
    if (!player) players.set(userId, (player = { club: enums.club.driver, distanceToTargetCm: null }));
    return player;
  }

  function send(connection: ConnectionState, reply: Reply) {
    if (connection.open) connection.transport.send(frameReply(reply));
  }

  async function sendPlayerInfo(connection: ConnectionState) {
    if (connection.userId === null) return;
    const userId = connection.userId;
    const hand = await deps.handOf(userId).catch(() => 'R' as const);
    const player = playerOf(userId);
    send(connection, playerReply(hand, player.club, player.distanceToTargetCm));
  }

  /** A 201 that follows the message's own reply, in a read of its own (PLAYER_INFO_GAP_MS). */
  async function playerInfoAfterReply(connection: ConnectionState) {
    await new Promise((resolve) => setTimeout(resolve, PLAYER_INFO_GAP_MS));
    await sendPlayerInfo(connection);
  }

  function remember(connection: ConnectionState) {
    if (connection.userId === null || connection.deviceId === null) return;
    pairing.remember(connection.deviceId, connection.transport.address, connection.userId);
  }

  /** Binds the connection to the player; the caller sends the 201 once the message's own reply is out. */
  function bind(connection: ConnectionState, userId: number) {
    connection.userId = userId;
    remember(connection);
  }

  /**
   * An unbound connector whose DeviceID is a live code, or that was paired before, is bound now (true).
   * A bound one is remembered from its latest message (so the 12 hours run from when it was last heard).
   */
  function bindByDevice(connection: ConnectionState): boolean {
    if (connection.deviceId === null) return false;
    if (connection.userId !== null) {
      remember(connection);
      return false;
    }
    const userId =
      pairing.recall(connection.deviceId, connection.transport.address) ?? pairing.consume(connection.deviceId);
    if (userId === null) return false;
    bind(connection, userId);
    return true;
  }

  async function playShot(
    connection: ConnectionState,
    shot: { deviceId: string; shotNumber: number; launch: MonitorLaunch },
  ): Promise<Reply> {
    if (connection.userId === null) return englishError('launch_monitor.not_paired');
    const userId = connection.userId;
    const id = shotId(userId, shot.deviceId, shot.shotNumber, shot.launch);
    // A resend of a shot already played: the same answer, nothing played again.
    if (connection.recentShots.includes(id)) return SHOT_RECEIVED;
    const player = playerOf(userId);
    try {
      const result = await deps.sink(userId, { ...shot.launch, id, club: player.club });
      connection.recentShots.push(id);
      if (connection.recentShots.length > RECENT_SHOTS) connection.recentShots.shift();
      connection.lastShotAt = clock();
      player.distanceToTargetCm = result.distanceToTargetCm;
      if (result.nextClub) player.club = result.nextClub;
      return SHOT_RECEIVED;
    } catch (error) {
      if (error instanceof AppError) return englishError(error.key, error.params);
      deps.log.error({ err: error, userId }, 'launch monitor shot failed');
      return { Code: 500, Message: translate('en', 'errors.general.something_went_wrong') };
    }
  }

  async function handle(connection: ConnectionState, text: string): Promise<void> {
    const message = parseMessage(text);
    switch (message.kind) {
      case 'invalid':
        return send(
          connection,
          message.reason === 'malformed'
            ? englishError('launch_monitor.malformed_message')
            : englishError('launch_monitor.invalid_shot', { detail: message.detail }),
        );
      case 'pairing': {
        const userId = pairing.consume(message.code);
        if (userId === null) return send(connection, englishError('launch_monitor.invalid_pairing_code'));
        bind(connection, userId);
        return sendPlayerInfo(connection);
      }
      case 'heartbeat':
      case 'status':
      case 'club': {
        // Not shots: they tell what the game shows (ready, ball seen). GSPro answers them with a 200
        // all the same, and connectors such as gspro-interface wait for it.
        connection.deviceId ??= message.deviceId;
        if (message.ready !== null) connection.ready = message.ready;
        if (message.ballDetected !== null) connection.ballDetected = message.ballDetected;
        const bound = bindByDevice(connection);
        send(connection, SHOT_RECEIVED);
        if (bound) await playerInfoAfterReply(connection);
        return;
      }
      case 'shot': {
        connection.deviceId ??= message.deviceId;
        connection.ready = true;
        bindByDevice(connection);
        const reply = await playShot(connection, message);
        send(connection, reply);
        // As GSPro does: the next club and distance, unprompted, so the connector re-arms by itself.
        if (reply.Code === 200) await playerInfoAfterReply(connection);
        return;
      }
    }
  }

  /** Messages are handled one at a time, so replies keep the order of the messages. */
  function enqueue(connection: ConnectionState, task: () => Promise<void> | void) {
    if (connection.queued >= MAX_QUEUED) {
      send(connection, englishError('launch_monitor.too_many_messages', { max: MAX_QUEUED }));
      return;
    }
    connection.queued += 1;
    connection.queue = connection.queue
      .then(() => (connection.open ? task() : undefined))
      .catch((error: unknown) => deps.log.error({ err: error }, 'launch monitor message failed'))
      .finally(() => {
        connection.queued -= 1;
      });
  }

  function view(connection: ConnectionState): MonitorView {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      id: connection.id,
      device_id: connection.deviceId,
      transport: connection.transport.kind,
      address: connection.transport.address,
      connected_at: new Date(connection.connectedAt).toISOString(),
      ready: connection.ready,
      ball_detected: connection.ballDetected,
      last_shot_at: iso(connection.lastShotAt),
    };
  }

  const monitorsOf = (userId: number) => [...connections.values()].filter((c) => c.userId === userId && c.open);

  return {
    /** A new pairing code for the player (replacing any earlier one), valid for 10 minutes. */
    issuePairing(userId: number): { code: string; expires_at: string } {
      const { code, expiresAt } = pairing.issue(userId);
      return { code, expires_at: new Date(expiresAt).toISOString() };
    },

    /** The player behind a code, consuming it (the WebSocket `?code=`); null when wrong or expired. */
    consumeCode: (code: string) => pairing.consume(code),

    status(userId: number): LaunchMonitorStatus {
      const player = players.get(userId) ?? { club: enums.club.driver, distanceToTargetCm: null };
      const code = pairing.codeOf(userId);
      const monitors = monitorsOf(userId).map(view);
      return {
        connected: monitors.length > 0,
        monitors,
        club: player.club,
        distance_to_target: player.distanceToTargetCm,
        pairing: code && { code: code.code, expires_at: new Date(code.expiresAt).toISOString() },
      };
    },

    /** The club chosen in the game: every monitor of the player hears it (201 GSPro Player Information). */
    async setClub(userId: number, club: Club, distanceToTargetCm?: number | null): Promise<LaunchMonitorStatus> {
      const player = playerOf(userId);
      player.club = club;
      if (distanceToTargetCm !== undefined) player.distanceToTargetCm = distanceToTargetCm;
      await Promise.all(monitorsOf(userId).map(sendPlayerInfo));
      return this.status(userId);
    },

    /** Connectors not yet paired that connected from this address (the player's own network). */
    unboundFrom(address: string): MonitorView[] {
      return [...connections.values()]
        .filter((c) => c.open && c.userId === null && c.transport.address === normaliseAddress(address))
        .map(view);
    },

    /** Pairs an unpaired connector from the caller's own address with the caller. */
    async claim(userId: number, connectionId: string, address: string): Promise<LaunchMonitorStatus> {
      const connection = connections.get(connectionId);
      if (
        !connection ||
        !connection.open ||
        connection.userId !== null ||
        connection.transport.address !== normaliseAddress(address)
      )
        throw new AppError('launch_monitor.connection_not_found');
      bind(connection, userId);
      await sendPlayerInfo(connection);
      return this.status(userId);
    },

    /** Unpairs the player's monitors (they stay connected, unpaired) and forgets them for reconnection. */
    unpair(userId: number): LaunchMonitorStatus {
      for (const connection of monitorsOf(userId)) connection.userId = null;
      pairing.forget(userId);
      return this.status(userId);
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
      const connection: ConnectionState = {
        id: randomUUID(),
        transport,
        splitter: createJsonObjectSplitter(MAX_MESSAGE_CHARS),
        userId: null,
        deviceId: null,
        connectedAt: clock(),
        ready: null,
        ballDetected: null,
        lastShotAt: null,
        recentShots: [],
        queue: Promise.resolve(),
        queued: 0,
        open: true,
      };
      connections.set(connection.id, connection);
      if (userId !== null) {
        bind(connection, userId);
        connection.queue = sendPlayerInfo(connection).catch((error: unknown) =>
          deps.log.error({ err: error }, 'launch monitor pairing failed'),
        );
      }
      return {
        id: connection.id,
        receive(text) {
          for (const item of connection.splitter.push(text)) {
            if (item.kind === 'object') enqueue(connection, () => handle(connection, item.text));
            else if (item.kind === 'too_large')
              enqueue(connection, () =>
                send(connection, englishError('launch_monitor.message_too_large', { max: MAX_MESSAGE_CHARS })),
              );
            else enqueue(connection, () => send(connection, englishError('launch_monitor.malformed_message')));
          }
        },
        closed() {
          connection.open = false;
          connections.delete(connection.id);
        },
      };
    },

    /** Open connections (all transports). */
    get connections() {
      return connections.size;
    },

    /** Closes every connection (shutdown). */
    closeAll() {
      for (const connection of [...connections.values()]) {
        connection.open = false;
        connection.transport.close();
        connections.delete(connection.id);
      }
    },
  };
}

export type LaunchMonitorService = ReturnType<typeof createLaunchMonitorService>;
