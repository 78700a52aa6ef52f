/**
 * The real-time connection (Pusher protocol; spec section 4, "Real-time events"). The real-time
 * issue opens it after sign-in and registers it here; logout closes it. Until that issue lands no
 * connection is ever opened, so disconnect() has nothing to close.
 */
export interface RealtimeConnection {
  close(): void;
}

let connection: RealtimeConnection | null = null;

/** Makes `next` the current connection, closing any previous one. */
export function attachRealtimeConnection(next: RealtimeConnection): void {
  if (connection && connection !== next) connection.close();
  connection = next;
}

export function isRealtimeConnected(): boolean {
  return connection !== null;
}

/** Closes the current connection, if any. Returns whether there was one to close. */
export function disconnect(): boolean {
  const current = connection;
  connection = null;
  if (!current) return false;
  current.close();
  return true;
}
