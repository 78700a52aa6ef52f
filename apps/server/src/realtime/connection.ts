import { WebSocket } from 'ws';
import type { PresenceMember } from './presence-store';
import { errorFrame } from './pusher-protocol';

/** One client socket on this node and what the protocol keeps for it. */
export class Connection {
  /** Joined channels; the presence member for presence channels, else null. */
  readonly channels = new Map<string, PresenceMember | null>();
  /**
   * The user a private channel's authorization named, when /broadcasting/auth signed a channel_data
   * with it: whom socket-control.ts's eviction finds (presence members carry theirs).
   */
  readonly privateHolders = new Map<string, string>();
  lastSeen = Date.now();
  pingSentAt = 0;
  eventWindowStart = 0;
  eventCount = 0;
  closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly socketId: string,
    readonly ip: string,
  ) {}

  send(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  refuse(code: number, message: string): void {
    this.send(errorFrame(code, message));
    this.ws.close(code, message);
  }
}
