import { connect, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { createJsonObjectSplitter } from './open-connect';

/**
 * A launch-monitor connector for tests: writes raw text (so tests can split and join messages the
 * way TCP does) and collects the server's replies as parsed objects.
 */
export interface TestConnector {
  replies: Record<string, unknown>[];
  write(text: string): Promise<void>;
  send(message: object): Promise<void>;
  /** The next reply not yet taken (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Fails if a reply arrives within `ms`. */
  silence(ms?: number): Promise<void>;
  close(): void;
  closed: Promise<void>;
}

function collector() {
  const replies: Record<string, unknown>[] = [];
  const splitter = createJsonObjectSplitter();
  let taken = 0;
  let wake: (() => void) | undefined;
  return {
    replies,
    push(text: string) {
      for (const item of splitter.push(text))
        if (item.kind === 'object') replies.push(JSON.parse(item.text) as Record<string, unknown>);
      wake?.();
    },
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= replies.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no reply within ${timeoutMs} ms (replies so far: ${JSON.stringify(replies)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return replies[taken++]!;
    },
    async silence(ms = 300) {
      const before = replies.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (replies.length !== before || taken !== before)
        throw new Error(`unexpected reply: ${JSON.stringify(replies.slice(taken))}`);
    },
  };
}

/** A connector over a transport: its replies, a writer, and how to close it. */
function connectorOf(
  replies: ReturnType<typeof collector>,
  write: (text: string) => Promise<void>,
  close: () => void,
  closed: Promise<void>,
): TestConnector {
  return {
    replies: replies.replies,
    write,
    send: (message) => write(JSON.stringify(message)),
    next: replies.next,
    silence: replies.silence,
    close,
    closed,
  };
}

export async function tcpConnector(port: number): Promise<TestConnector> {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  const replies = collector();
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => replies.push(text));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())));
  return connectorOf(replies, write, () => socket.destroy(), closed);
}

export async function webSocketConnector(url: string, headers: Record<string, string> = {}): Promise<TestConnector> {
  const ws = new WebSocket(url, { headers });
  // Listening before the open: the server may answer in the same packet as the handshake.
  const replies = collector();
  ws.on('message', (data) => replies.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    ws.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => ws.send(text, (error) => (error ? reject(error) : resolve())));
  return connectorOf(replies, write, () => ws.terminate(), closed);
}

/** An Open Connect shot as a stock connector sends it (ball speed in mph). */
export function openConnectShot(
  deviceId: string,
  shotNumber: number,
  ball: { speed: number; vla: number; hla?: number; totalSpin?: number; spinAxis?: number },
) {
  return {
    DeviceID: deviceId,
    Units: 'Yards',
    ShotNumber: shotNumber,
    APIversion: '1',
    BallData: {
      Speed: ball.speed,
      SpinAxis: ball.spinAxis ?? 0,
      TotalSpin: ball.totalSpin ?? 3000,
      HLA: ball.hla ?? 0,
      VLA: ball.vla,
    },
    ClubData: { Speed: 0 },
    ShotDataOptions: {
      ContainsBallData: true,
      ContainsClubData: false,
      LaunchMonitorIsReady: true,
      LaunchMonitorBallDetected: true,
      IsHeartBeat: false,
    },
  };
}

export function heartbeat(deviceId: string) {
  return {
    DeviceID: deviceId,
    Units: 'Yards',
    ShotNumber: 0,
    APIversion: '1',
    BallData: {},
    ShotDataOptions: {
      ContainsBallData: false,
      ContainsClubData: false,
      LaunchMonitorIsReady: true,
      LaunchMonitorBallDetected: false,
      IsHeartBeat: true,
    },
  };
}
