import { translate, type ErrorKey } from '@golf/contracts';
import { AppError, type MessageParams } from '../../../errors/app-error';
import type { MonitorPairing } from './launch-monitor.pairing';
import type { MonitorRecord, MonitorRegistry } from './launch-monitor.registry';
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

/**
 * One connector connection on this node: its messages, handled in order, and its replies. What other
 * nodes must see of it (its record, its player's club) goes through the registry; which player it
 * belongs to, through the pairing (launch-monitor.service.ts composes them).
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

export interface ConnectionDeps {
  sink: ShotSink;
  handOf(userId: number): Promise<'L' | 'R'>;
  pairing: MonitorPairing;
  registry: MonitorRegistry;
  clock: () => number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** Messages waiting behind a shot being played; past this a connector is flooding. */
export const MAX_QUEUED = 64;
/** Shot ids recently played per connection, answered again without replaying. */
const RECENT_SHOTS = 32;
/**
 * The 201 after a shot waits this long behind the shot's 200, so that the two arrive in separate
 * reads: gspro-interface parses each read as exactly one object (docs/launch-monitors.md, "Framing").
 */
export const PLAYER_INFO_GAP_MS = 40;

export interface ConnectionState {
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

export function englishError(key: ErrorKey, params: MessageParams = {}): Reply {
  return { Code: 501, Message: translate('en', `errors.${key}`, params) };
}

export function recordOf(connection: ConnectionState): MonitorRecord {
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
    user_id: connection.userId,
  };
}

export function createConnectionHandling(deps: ConnectionDeps) {
  const { pairing, registry, clock } = deps;

  function send(connection: ConnectionState, reply: Reply) {
    if (connection.open) connection.transport.send(frameReply(reply));
  }

  /** What other nodes see of the connection; written after every change. */
  async function publish(connection: ConnectionState) {
    if (connection.open) await registry.put(recordOf(connection));
  }

  async function sendPlayerInfo(connection: ConnectionState) {
    if (connection.userId === null) return;
    const userId = connection.userId;
    const [hand, player] = await Promise.all([deps.handOf(userId).catch(() => 'R' as const), registry.player(userId)]);
    // Unpaired meanwhile (another node's API call): nothing to tell.
    if (connection.userId === userId) send(connection, playerReply(hand, player.club, player.distanceToTargetCm));
  }

  /** A 201 that follows the message's own reply, in a read of its own (PLAYER_INFO_GAP_MS). */
  async function playerInfoAfterReply(connection: ConnectionState) {
    await new Promise((resolve) => setTimeout(resolve, PLAYER_INFO_GAP_MS));
    await sendPlayerInfo(connection);
  }

  async function remember(connection: ConnectionState) {
    if (connection.userId === null || connection.deviceId === null) return;
    await pairing.remember(connection.deviceId, connection.transport.address, connection.userId);
  }

  /** Binds the connection to the player; the caller sends the 201 once the message's own reply is out. */
  async function bind(connection: ConnectionState, userId: number) {
    connection.userId = userId;
    await remember(connection);
    await publish(connection);
  }

  /**
   * An unbound connector whose DeviceID is a live code, or that was paired before, is bound now (true).
   * A bound one is remembered from its latest message (so the 12 hours run from when it was last heard).
   */
  async function bindByDevice(connection: ConnectionState): Promise<boolean> {
    if (connection.deviceId === null) return false;
    if (connection.userId !== null) {
      await remember(connection);
      return false;
    }
    const address = connection.transport.address;
    const userId = (await pairing.recall(connection.deviceId, address)) ?? (await pairing.consume(connection.deviceId));
    if (userId === null) return false;
    await bind(connection, userId);
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
    const player = await registry.player(userId);
    try {
      const result = await deps.sink(userId, { ...shot.launch, id, club: player.club });
      connection.recentShots.push(id);
      if (connection.recentShots.length > RECENT_SHOTS) connection.recentShots.shift();
      connection.lastShotAt = clock();
      await registry.setPlayer(userId, {
        club: result.nextClub ?? player.club,
        distanceToTargetCm: result.distanceToTargetCm,
      });
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
        const userId = await pairing.consume(message.code);
        if (userId === null) return send(connection, englishError('launch_monitor.invalid_pairing_code'));
        await bind(connection, userId);
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
        const bound = await bindByDevice(connection);
        if (!bound) await publish(connection);
        send(connection, SHOT_RECEIVED);
        if (bound) await playerInfoAfterReply(connection);
        return;
      }
      case 'shot': {
        connection.deviceId ??= message.deviceId;
        connection.ready = true;
        await bindByDevice(connection);
        const reply = await playShot(connection, message);
        await publish(connection);
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

  /** Text as it arrived: part of a message, one, or several. */
  function receive(connection: ConnectionState, text: string) {
    for (const item of connection.splitter.push(text)) {
      if (item.kind === 'object') enqueue(connection, () => handle(connection, item.text));
      else if (item.kind === 'too_large')
        enqueue(connection, () =>
          send(connection, englishError('launch_monitor.message_too_large', { max: MAX_MESSAGE_CHARS })),
        );
      else enqueue(connection, () => send(connection, englishError('launch_monitor.malformed_message')));
    }
  }

  function newConnection(id: string, transport: MonitorTransport): ConnectionState {
    return {
      id,
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
  }

  return { newConnection, receive, enqueue, bind, sendPlayerInfo, publish };
}

export type ConnectionHandling = ReturnType<typeof createConnectionHandling>;
