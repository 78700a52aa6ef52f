/**
 * One load measurement with autocannon: a warm-up that is thrown away, then the measured run.
 * Any connection error, timeout or non-2xx response marks the measurement as failed; its figures
 * are still returned so the report can show them, but they must not be used as a result.
 */
import autocannon from 'autocannon';
export const defaultLoadSettings = {
    durationSeconds: 10,
    connections: 50,
    pipelining: 1,
    warmupSeconds: 2,
};
function positiveNumber(env, name, fallback, { integer = false, zero = false } = {}) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '')
        return fallback;
    const value = Number(raw);
    const valid = Number.isFinite(value) && (zero ? value >= 0 : value > 0) && (!integer || Number.isInteger(value));
    if (!valid)
        throw new Error(`${name}=${raw}: expected a ${integer ? 'whole' : ''} number ${zero ? '≥ 0' : '> 0'}`);
    return value;
}
/** The defaults, overridden by BENCH_DURATION, BENCH_CONNECTIONS and BENCH_WARMUP. */
export function loadSettingsFromEnv(env = process.env) {
    return {
        durationSeconds: positiveNumber(env, 'BENCH_DURATION', defaultLoadSettings.durationSeconds),
        connections: positiveNumber(env, 'BENCH_CONNECTIONS', defaultLoadSettings.connections, { integer: true }),
        pipelining: defaultLoadSettings.pipelining,
        warmupSeconds: positiveNumber(env, 'BENCH_WARMUP', defaultLoadSettings.warmupSeconds, { zero: true }),
    };
}
function statusCounts(result) {
    return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
}
function problemsOf(result, phase) {
    const problems = [];
    const connectionErrors = result.errors - result.timeouts;
    if (connectionErrors > 0)
        problems.push(`${phase}: ${connectionErrors} connection errors`);
    if (result.timeouts > 0)
        problems.push(`${phase}: ${result.timeouts} timeouts`);
    if (result.non2xx > 0) {
        const codes = Object.entries(statusCounts(result))
            .filter(([code]) => !code.startsWith('2'))
            .map(([code, count]) => `${count}× ${code}`)
            .join(', ');
        problems.push(`${phase}: ${result.non2xx} non-2xx responses (${codes})`);
    }
    if (result['2xx'] === 0)
        problems.push(`${phase}: no successful responses`);
    return problems;
}
async function preflight(options) {
    try {
        const response = await fetch(options.url, {
            method: options.method ?? 'GET',
            headers: options.headers,
            body: options.body,
            signal: AbortSignal.timeout((options.timeoutSeconds ?? 10) * 1000),
        });
        const text = await response.text();
        if (response.ok)
            return undefined;
        return `preflight: ${options.method ?? 'GET'} ${options.url} answered ${response.status}: ${text.slice(0, 300)}`;
    }
    catch (err) {
        return `preflight: ${options.method ?? 'GET'} ${options.url} failed: ${err instanceof Error ? err.message : String(err)}`;
    }
}
function run(options, settings, durationSeconds) {
    const opts = {
        url: options.url,
        title: options.label,
        connections: settings.connections,
        pipelining: settings.pipelining,
        duration: durationSeconds,
        timeout: options.timeoutSeconds ?? 10,
    };
    // Only the keys that are set: autocannon merges with Object.assign, so an undefined would erase a default.
    if (options.method)
        opts.method = options.method;
    if (options.headers)
        opts.headers = options.headers;
    if (options.body !== undefined)
        opts.body = options.body;
    if (options.requests)
        opts.requests = options.requests;
    return autocannon(opts);
}
/**
 * Warms up, then measures `options.url` under load. Never throws for a bad run: check `ok`.
 * Settings not given in `options` come from loadSettingsFromEnv().
 */
export async function measure(options) {
    const fromEnv = loadSettingsFromEnv();
    const settings = {
        durationSeconds: options.durationSeconds ?? fromEnv.durationSeconds,
        connections: options.connections ?? fromEnv.connections,
        pipelining: options.pipelining ?? fromEnv.pipelining,
        warmupSeconds: options.warmupSeconds ?? fromEnv.warmupSeconds,
    };
    const failures = [];
    if (options.preflight ?? !options.requests) {
        const problem = await preflight(options);
        if (problem)
            failures.push(problem);
    }
    if (failures.length === 0 && settings.warmupSeconds > 0) {
        failures.push(...problemsOf(await run(options, settings, settings.warmupSeconds), 'warm-up'));
    }
    const startedAt = new Date().toISOString();
    // Measured even after a failed preflight or warm-up, so the report shows what happened.
    const result = await run(options, settings, settings.durationSeconds);
    failures.push(...problemsOf(result, 'run'));
    return {
        label: options.label,
        url: options.url,
        method: options.requests ? 'sequence' : (options.method ?? 'GET'),
        ok: failures.length === 0,
        failures,
        settings,
        startedAt,
        requestsPerSecond: result.requests.average,
        requestsTotal: result.requests.total,
        latencyMs: {
            average: result.latency.average,
            p50: result.latency.p50,
            p90: result.latency.p90,
            p99: result.latency.p99,
            max: result.latency.max,
        },
        throughputBytesPerSecond: result.throughput.average,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes: statusCounts(result),
    };
}
