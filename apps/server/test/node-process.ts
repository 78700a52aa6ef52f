/**
 * One server node in its own process, for multi-node tests: `node --import tsx test/node-process.ts`
 * with the configuration in the environment (DATABASE_URL, REDIS_URL, SECRET, PORT=0 ...). Starts
 * as `npm start` does, prints `READY <port> [<launch-monitor port>]` and shuts down cleanly on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/config';
import { startServer } from '../src/server';

const server = await startServer(loadConfig(process.env));
// The launch-monitor port too, when it listens (LAUNCH_MONITOR_PORT=0 picks a free one).
const launchMonitor = server.launchMonitorPort === null ? '' : ` ${server.launchMonitorPort}`;
process.stdout.write(`READY ${(server.app.server.address() as AddressInfo).port}${launchMonitor}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.once('end', stop);
process.stdin.resume();
