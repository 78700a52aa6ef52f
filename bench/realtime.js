/**
 * Real-time benchmark: the platform's Pusher-protocol server against a bare `ws` broadcast server,
 * same machine, same run (issue 4).
 *
 * For each target, BENCH_WS_CONNECTIONS (default 5,000) raw WebSocket clients connect from this
 * process. On the platform each speaks the Pusher protocol: it subscribes to its own
 * `private-users.{n}` channel (signed here with the app secret, as /broadcasting/auth would sign it)
 * and to `system`. Then:
 *
 * - connect rate: clients fully subscribed per second (bare ws: open per second);
 * - memory per connection: the server's RSS (and, for the platform, V8 heap) after minus before, divided by the clients;
 * - latency: spaced broadcasts on `system` carrying the send time; p50/p99 of (received − sent) over every delivery;
 * - throughput: a burst of broadcasts sent back to back; deliveries per second until the last arrives.
 *
 * The platform publishes through its HTTP trigger API (signed), the baseline through `POST /broadcast`.
 * Order: baseline, platform, baseline again (the gap between the two baselines is the drift).
 * Exit code 0 whatever the figures; 1 when a run failed (a target did not start, clients did not connect).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { signChannel, signedQuery } from '@golf/server/src/realtime/signatures';
import { environmentFacts, fixed, formatTable, percent, writeResults } from './lib/report';
import { startTargets, stopAllTargets, targets } from './lib/servers';
const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS ?? 5000);
const LATENCY_BROADCASTS = 20;
const LATENCY_SPACING_MS = 250;
const BURST_BROADCASTS = 40;
const HANDSHAKES_IN_FLIGHT = 100;
const WARMUP_CONNECTIONS = 300;
const APP_ID = 'golf';
const APP_KEY = 'golf-key';
const APP_SECRET = randomBytes(32).toString('hex');
/** The targets. */
const TARGET_P99_MS = 150;
const TARGET_RATIO = 0.6;
const TARGET_BYTES_PER_CONNECTION = 30 * 1024;
const METRICS_TOKEN = randomBytes(24).toString('hex');
const platformTarget = {
    ...targets.platform,
    env: () => ({
        ...targets.platform.env(),
        PUSHER_APP_SECRET: APP_SECRET,
        // The production config refuses /metrics without its token (decision 0051); heapOf reads them.
        METRICS_TOKEN,
        REALTIME_MAX_CONNECTIONS_PER_IP: String(CONNECTIONS * 2),
        // No pings during the run: clients here only listen.
        REALTIME_ACTIVITY_TIMEOUT_SECONDS: '3600',
    }),
};
/** Send time, embedded by the sender: `"t":<ms>` (escaped inside the Pusher frame's data string). */
const SENT_AT = /t\\?":([\d.]+)/;
let onDelivery = () => undefined;
function connectOne(kind, port, n) {
    return new Promise((resolve, reject) => {
        const url = kind === 'pusher' ? `ws://127.0.0.1:${port}/app/${APP_KEY}?protocol=7` : `ws://127.0.0.1:${port}/`;
        const ws = new WebSocket(url, { perMessageDeflate: false });
        let ready = false;
        let subscribed = 0;
        const timer = setTimeout(() => reject(new Error(`client ${n} not ready within 30 s`)), 30_000);
        const done = () => {
            ready = true;
            clearTimeout(timer);
            resolve(ws);
        };
        ws.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
        });
        ws.on('message', (data) => {
            const text = data.toString();
            if (ready) {
                const match = SENT_AT.exec(text);
                if (match)
                    onDelivery(Number(match[1]));
                return;
            }
            const frame = JSON.parse(text);
            if (frame.event === 'pusher:connection_established') {
                const socketId = JSON.parse(frame.data).socket_id;
                const channel = `private-users.${n}`;
                const auth = signChannel({ key: APP_KEY, secret: APP_SECRET }, socketId, channel);
                ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
                ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'system' } }));
            }
            else if (frame.event === 'pusher_internal:subscription_succeeded' && ++subscribed === 2) {
                done();
            }
            else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
                reject(new Error(`client ${n}: ${text}`));
            }
        });
        if (kind === 'bare')
            ws.on('open', done);
    });
}
async function connectFleet(kind, port, connections = CONNECTIONS) {
    const sockets = [];
    const started = performance.now();
    let nextIndex = 0;
    const worker = async () => {
        while (nextIndex < connections) {
            const n = nextIndex++;
            sockets.push(await connectOne(kind, port, n));
        }
    };
    await Promise.all(Array.from({ length: HANDSHAKES_IN_FLIGHT }, worker));
    return { sockets, connectSeconds: (performance.now() - started) / 1000 };
}
async function closeFleet(fleet) {
    for (const ws of fleet.sockets)
        ws.terminate();
    await new Promise((resolve) => setTimeout(resolve, 2000));
}
function broadcaster(kind, target) {
    return async (sequence) => {
        const payload = JSON.stringify({ t: performance.now(), s: sequence });
        let response;
        if (kind === 'bare') {
            response = await fetch(target.url('/broadcast'), { method: 'POST', body: payload });
        }
        else {
            const path = `/apps/${APP_ID}/events`;
            const body = JSON.stringify({ name: 'bench', channel: 'system', data: payload });
            response = await fetch(target.url(`${path}?${signedQuery({ key: APP_KEY, secret: APP_SECRET }, 'POST', path, body)}`), {
                method: 'POST',
                body,
                headers: { 'content-type': 'application/json' },
            });
        }
        if (!response.ok)
            throw new Error(`broadcast refused: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
    };
}
/** Resident set size of a process, in bytes (Linux). */
function rssOf(pid) {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
}
/** The platform's V8 heap in use, from its Prometheus metrics. */
async function heapOf(target) {
    try {
        const text = await (await fetch(target.url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        const match = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text);
        return match ? Number(match[1]) : Number.NaN;
    }
    catch {
        return Number.NaN;
    }
}
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function quantile(sorted, q) {
    if (sorted.length === 0)
        return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
async function run(label, kind, target) {
    // A small fleet first, connected and closed unmeasured: code paths warm and start-up garbage given a
    // chance to go, without reserving memory the measured fleet would then reuse (which would hide its cost).
    process.stdout.write(`${label}: warm-up… `);
    await closeFleet(await connectFleet(kind, target.port, WARMUP_CONNECTIONS));
    process.stdout.write(`connecting ${CONNECTIONS} clients… `);
    await settle(1000);
    const rssBefore = rssOf(target.pid);
    const heapBefore = kind === 'pusher' ? await heapOf(target) : Number.NaN;
    const fleet = await connectFleet(kind, target.port);
    process.stdout.write(`${fixed(fleet.connectSeconds, 1)} s; `);
    await settle(2000);
    const rssAfter = rssOf(target.pid);
    const heapAfter = kind === 'pusher' ? await heapOf(target) : Number.NaN;
    const broadcast = broadcaster(kind, target);
    // Latency: spaced broadcasts, each delivered to every client.
    const latencies = new Float64Array(CONNECTIONS * LATENCY_BROADCASTS);
    let count = 0;
    onDelivery = (sentAt) => {
        if (count < latencies.length)
            latencies[count++] = performance.now() - sentAt;
    };
    process.stdout.write('latency… ');
    for (let s = 0; s < LATENCY_BROADCASTS; s += 1) {
        await broadcast(s);
        await settle(LATENCY_SPACING_MS);
    }
    await settle(1000);
    const sorted = latencies.slice(0, count).sort();
    // Throughput: a burst, timed from the first send to the last delivery.
    const expected = CONNECTIONS * BURST_BROADCASTS;
    let delivered = 0;
    let lastAt = 0;
    let allDelivered = () => undefined;
    const finished = new Promise((resolve) => (allDelivered = resolve));
    onDelivery = () => {
        delivered += 1;
        lastAt = performance.now();
        if (delivered === expected)
            allDelivered();
    };
    process.stdout.write('burst… ');
    const burstStart = performance.now();
    for (let s = 0; s < BURST_BROADCASTS; s += 1)
        await broadcast(1000 + s);
    await Promise.race([finished, settle(60_000)]);
    const burstSeconds = (lastAt - burstStart) / 1000;
    onDelivery = () => undefined;
    await closeFleet(fleet);
    console.log('done');
    return {
        label,
        connectPerSecond: CONNECTIONS / fleet.connectSeconds,
        rssPerConnection: (rssAfter - rssBefore) / CONNECTIONS,
        heapPerConnection: kind === 'pusher' ? (heapAfter - heapBefore) / CONNECTIONS : null,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        maxLatency: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
        latencySamples: count,
        messagesPerSecond: delivered / burstSeconds,
        burstDelivered: delivered / expected,
    };
}
async function main() {
    const startedAt = new Date();
    const facts = environmentFacts();
    console.log(`Real-time benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; ${CONNECTIONS} clients, ` +
        `${LATENCY_BROADCASTS} spaced + ${BURST_BROADCASTS} burst broadcasts per target`);
    let bare;
    let platform;
    try {
        [bare, platform] = (await startTargets([targets.wsBroadcast, platformTarget]));
    }
    catch (err) {
        console.error(err instanceof Error ? err.message : err);
        return 1;
    }
    const results = [];
    try {
        results.push(await run('ws baseline', 'bare', bare));
        results.push(await run('platform', 'pusher', platform));
        results.push(await run('ws baseline (again)', 'bare', bare));
    }
    catch (err) {
        console.error(`\nrun failed: ${err instanceof Error ? err.message : String(err)}`);
        await stopAllTargets();
        return 1;
    }
    await stopAllTargets();
    const [first, platformResult, second] = results;
    const baseline = (first.messagesPerSecond + second.messagesPerSecond) / 2;
    const drift = Math.abs(first.messagesPerSecond - second.messagesPerSecond) / baseline;
    const ratio = platformResult.messagesPerSecond / baseline;
    console.log();
    console.log(formatTable([
        ['run', 'connect/s', 'RSS/conn KB', 'heap/conn KB', 'p50 ms', 'p99 ms', 'max ms', 'msgs/s', 'vs baseline'],
        ...results.map((r) => [
            r.label,
            fixed(r.connectPerSecond, 0),
            fixed(r.rssPerConnection / 1024, 1),
            r.heapPerConnection === null ? '—' : fixed(r.heapPerConnection / 1024, 1),
            fixed(r.p50, 1),
            fixed(r.p99, 1),
            fixed(r.maxLatency, 1),
            fixed(r.messagesPerSecond, 0),
            percent(r.messagesPerSecond / baseline),
        ]),
    ], [1, 2, 3, 4, 5, 6, 7, 8]));
    console.log(`\nbaseline drift between its two runs: ${percent(drift)}${drift > 0.1 ? ' (busy machine: figures are rough)' : ''}`);
    const verdict = (ok) => (ok ? 'PASS' : 'BELOW TARGET');
    console.log(`p99 delivery latency: ${fixed(platformResult.p99, 1)} ms (target < ${TARGET_P99_MS} ms) ${verdict(platformResult.p99 < TARGET_P99_MS)}`);
    console.log(`messages/s: ${percent(ratio)} of the ws baseline (target ≥ 60%) ${verdict(ratio >= TARGET_RATIO)}`);
    // A negative RSS delta means the collector returned start-up memory while the fleet connected: the
    // RSS figure is then meaningless, and the V8 heap (which the collector settles) is what is judged.
    const rssUsable = platformResult.rssPerConnection > 0;
    const memoryPerConnection = rssUsable ? platformResult.rssPerConnection : (platformResult.heapPerConnection ?? NaN);
    console.log(`memory: ${fixed(memoryPerConnection / 1024, 1)} KB ${rssUsable ? 'RSS' : 'heap (RSS shrank during the run)'} per connection (target < 30 KB) ${verdict(memoryPerConnection < TARGET_BYTES_PER_CONNECTION)}`);
    const file = writeResults('realtime', startedAt, {
        startedAt: startedAt.toISOString(),
        environment: facts,
        settings: { connections: CONNECTIONS, latencyBroadcasts: LATENCY_BROADCASTS, burstBroadcasts: BURST_BROADCASTS },
        results,
        baselineMessagesPerSecond: baseline,
        drift,
        ratio,
    });
    console.log(`\nresults: ${file}`);
    return results.every((r) => r.burstDelivered === 1 && r.latencySamples === CONNECTIONS * LATENCY_BROADCASTS) ? 0 : 1;
}
process.exitCode = await main();
