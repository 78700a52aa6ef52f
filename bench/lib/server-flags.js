/**
 * The PostgreSQL benchmarks build the app in their own process: it must run with the server's Node.js
 * flags (apps/server/node-flags.mjs), as `npm start` does, for the figures to be the server's.
 */
import { spawnSync } from 'node:child_process';
import { serverNodeFlags } from '@golf/server/node-flags.mjs';
/** Re-runs this process with the server's flags unless it has them; returns only when it has. */
export function ensureServerNodeFlags() {
    const missing = serverNodeFlags.filter((flag) => !process.execArgv.includes(flag));
    if (!missing.length)
        return;
    const rerun = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], {
        stdio: 'inherit',
    });
    process.exit(rerun.status ?? 1);
}
