import { createServer, type AddressInfo, type Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { LaunchMonitorService } from './launch-monitor.service';

/**
 * The Open Connect TCP listener (GSPro's port 921 by default). Each socket is one connector; what it
 * writes goes to the service as text (a UTF-8 decoder keeps characters split across packets whole),
 * and each reply is written as GSPro writes it, one compact JSON object with nothing after it (the
 * connectors split joined replies on `}{`; open-connect.ts frameReply). Broken input is answered,
 * never a reason to close: only the connector closes.
 */
export interface LaunchMonitorListener {
  readonly port: number;
  close(): Promise<void>;
}

/** Connectors that stop answering TCP keep-alive probes (cable pulled, laptop asleep) are dropped. */
const KEEP_ALIVE_MS = 30_000;

export async function startLaunchMonitorListener(
  service: LaunchMonitorService,
  options: { port: number; host: string },
  log: { debug(object: object, message: string): void },
): Promise<LaunchMonitorListener> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const connection = service.open({
      kind: 'tcp',
      address,
      send: (text) => {
        if (!socket.destroyed) socket.write(text);
      },
      close: () => socket.destroy(),
    });
    if (!connection) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.setKeepAlive(true, KEEP_ALIVE_MS);
    const decoder = new StringDecoder('utf8');
    socket.on('data', (chunk: Buffer) => connection.receive(decoder.write(chunk)));
    socket.on('error', (error) => log.debug({ err: error, address }, 'launch monitor socket error'));
    socket.on('close', () => {
      sockets.delete(socket);
      connection.closed();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
