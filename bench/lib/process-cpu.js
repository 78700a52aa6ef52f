/** CPU time of another process on this machine (a benchmark target), read from /proc (Linux). */
import { readFileSync } from 'node:fs';
/** Linux reports process CPU time in clock ticks of 1/USER_HZ s; USER_HZ is 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;
/** User plus system CPU seconds of a process so far (all its threads), or null where /proc is missing. */
export function cpuSeconds(pid) {
    try {
        // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    }
    catch {
        return null;
    }
}
