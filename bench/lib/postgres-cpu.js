/**
 * CPU time of a local PostgreSQL server, read from /proc (Linux): the benchmarks report where each
 * call's CPU goes, in this process and in the database. Null elsewhere, or when the server runs on
 * another machine (then no `postgres` processes are visible).
 */
import { readdirSync, readFileSync } from 'node:fs';
const TICK_MS = 10; // USER_HZ is 100 on Linux.
/** Milliseconds of CPU (user + system) used so far by each `postgres` process, by pid. */
export function postgresServerCpuMs() {
    let pids;
    try {
        pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    }
    catch {
        return null;
    }
    const usage = new Map();
    for (const pid of pids) {
        let stat;
        try {
            stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        }
        catch {
            continue; // exited meanwhile
        }
        if (!stat.includes('(postgres)'))
            continue;
        // Fields after "(comm) ": state is the 1st, utime the 12th and stime the 13th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        usage.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    }
    return usage.size ? usage : null;
}
/**
 * CPU used by the server since `before`: processes that started since count whole, processes that
 * ended since are lost (the pools keep their connections through a run, so these are few).
 */
export function postgresServerCpuMsSince(before) {
    const now = postgresServerCpuMs();
    if (!before || !now)
        return null;
    let total = 0;
    for (const [pid, ms] of now)
        total += ms - (before.get(pid) ?? 0);
    return total;
}
