// npm start: build the web apps if missing or stale, then run the server (embedded PGlite unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../apps/server/node-flags.mjs';
import { buildApps } from './build-apps.mjs';

buildApps();
const server = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'src/cli.ts', 'start'], {
  cwd: fileURLToPath(new URL('../apps/server', import.meta.url)),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
