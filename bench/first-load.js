/**
 * First-load benchmark: the player app in Chromium with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), for the sign-in screen (signed out) and the dashboard (the demo
 * player signed in). Per load: Largest Contentful Paint; Total Blocking Time (long tasks' time over
 * 50 ms, from the first contentful paint until the network has been quiet for half a second), and the
 * same from navigation start ("blocking"); the gzipped JavaScript whose response had ended when the
 * screen was in the document. Median of FIRST_LOAD_RUNS loads (3); FIRST_LOAD_VERBOSE=1 lists the scripts.
 *
 * The API is the platform server (lib/servers.ts, embedded PGlite). The app's files are served by a
 * small static server here, gzipped, from apps/web/dist; with FIRST_LOAD_BASELINE=<checkout> the
 * same is done for that checkout's apps/web/dist (build it first), loads alternate between the two,
 * and each figure is also given as a ratio to the baseline's. Build this checkout first: npm run build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SESSION_COOKIE } from '@golf/server/src/modules/auth/identity-provider';
import { environmentFacts, fixed, formatTable, percent, writeResults } from './lib/report';
import { startTarget, stopAllTargets, targets } from './lib/servers';
const runs = Math.max(1, Number(process.env.FIRST_LOAD_RUNS ?? 3));
const cpuSlowdown = Number(process.env.FIRST_LOAD_CPU_SLOWDOWN ?? 4);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const baselineRoot = process.env.FIRST_LOAD_BASELINE ? resolve(process.env.FIRST_LOAD_BASELINE) : undefined;
const routes = [
    { name: 'sign-in', path: '/sign-in', signedIn: false, ready: '[data-testid="sign-in-form"]' },
    { name: 'dashboard', path: '/', signedIn: true, ready: '[data-testid="dashboard-welcome"]' },
];
const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
};
/** Serves a built player app (gzipped, SPA fallback to index.html) and forwards the API to `api`. */
function serveApp(dist, api) {
    const gzipped = new Map();
    const server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (/^\/(api|broadcasting|app)\b/.test(url.pathname)) {
            const upstream = httpRequest({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
                res.writeHead(reply.statusCode ?? 502, reply.headers);
                reply.pipe(res);
            });
            upstream.on('error', () => res.writeHead(502).end());
            req.pipe(upstream);
            return;
        }
        let file = normalize(join(dist, decodeURIComponent(url.pathname)));
        if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
            file = join(dist, 'index.html');
        let body = gzipped.get(file);
        if (!body)
            gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 6 })));
        res.writeHead(200, {
            'content-type': types[extname(file)] ?? 'application/octet-stream',
            'content-encoding': 'gzip',
            'cache-control': 'no-store',
        });
        res.end(body);
    });
    return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}
/** Observers installed before the app's scripts run (page code: bench/ has no DOM types); read back at the end. */
const observe = (ready) => `
  const state = { lcp: 0, fcp: 0, visible: 0, longTasks: [], scripts: [] };
  window.__firstLoad = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (new URL(entry.name).pathname.endsWith('.js')) state.scripts.push({ url: entry.name, end: entry.responseEnd });
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(ready)})) return;
    state.visible = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;
async function loadOnce(browser, origin, route, token) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    if (route.signedIn)
        await context.addCookies([{ name: SESSION_COOKIE, value: token, url: origin }]);
    const page = await context.newPage();
    await page.addInitScript({ content: observe(route.ready) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Gzip -9 of each script, as the budget check counts it (the transfer size depends on the server).
    const gzipped = new Map();
    page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js'))
            gzipped.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
    await page.waitForSelector(route.ready, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const state = (await page.evaluate('window.__firstLoad'));
    // Scripts whose response had ended when the first screen was in the document.
    const before = state.scripts.filter((script) => script.end <= state.visible);
    const sizes = await Promise.all(before.map((script) => gzipped.get(script.url) ?? Promise.resolve(0)));
    await context.close();
    if (process.env.FIRST_LOAD_VERBOSE)
        console.log(`${origin}${route.path}: visible at ${state.visible.toFixed(0)} ms, FCP ${state.fcp.toFixed(0)} ms\n` +
            before
                .map((s, i) => `  ${(sizes[i] / 1000).toFixed(1).padStart(7)} kB  ${s.end.toFixed(0).padStart(6)} ms  ${new URL(s.url).pathname}`)
                .join('\n'));
    const blocking = (tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return {
        lcpMs: state.lcp,
        tbtMs: blocking(state.longTasks.filter((task) => task.start >= state.fcp)),
        blockingMs: blocking(state.longTasks),
        jsBytes: sizes.reduce((sum, bytes) => sum + bytes, 0),
        scripts: before.length,
    };
}
const median = (values) => {
    const sorted = values.toSorted((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};
async function main() {
    const startedAt = new Date();
    const variants = [{ name: 'this build', dist: join(repoRoot, 'apps/web/dist') }];
    if (baselineRoot)
        variants.unshift({ name: 'baseline', dist: join(baselineRoot, 'apps/web/dist') });
    for (const { dist } of variants)
        if (!existsSync(join(dist, 'index.html')))
            throw new Error(`${dist} has no build: run npm run build there`);
    const platform = await startTarget(targets.platform);
    const token = String(platform.info.bearerToken);
    const servers = await Promise.all(variants.map((v) => serveApp(v.dist, new URL(platform.url()))));
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const facts = environmentFacts();
    console.log(`First-load benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; Chromium, CPU ${cpuSlowdown}× slower; ` +
        `median of ${runs} loads`);
    const results = [];
    try {
        for (const route of routes) {
            const loads = variants.map(() => []);
            // Alternating, so a busy moment of the machine falls on both builds alike.
            for (let run = 0; run < runs; run++)
                for (const [i, server] of servers.entries())
                    loads[i].push(await loadOnce(browser, server.origin, route, token));
            for (const [i, variant] of variants.entries()) {
                const of = (key) => median(loads[i].map((load) => load[key]));
                results.push({
                    route: route.name,
                    variant: variant.name,
                    loads: loads[i],
                    median: {
                        lcpMs: of('lcpMs'),
                        tbtMs: of('tbtMs'),
                        blockingMs: of('blockingMs'),
                        jsBytes: of('jsBytes'),
                        scripts: of('scripts'),
                    },
                });
            }
        }
    }
    finally {
        await browser.close();
        for (const { server } of servers)
            server.close();
        await stopAllTargets();
    }
    const baselineOf = (route) => results.find((r) => r.route === route && r.variant === 'baseline');
    const ratio = (value, base) => (base ? percent(value / base) : '—');
    const rows = [
        ['route', 'build', 'LCP ms', 'TBT ms', 'blocking ms', 'JS kB (gzip)', 'scripts', 'LCP vs base', 'JS vs base'],
    ];
    for (const r of results) {
        const base = baselineOf(r.route)?.median;
        rows.push([
            r.route,
            r.variant,
            fixed(r.median.lcpMs, 0),
            fixed(r.median.tbtMs, 0),
            fixed(r.median.blockingMs, 0),
            fixed(r.median.jsBytes / 1000, 1),
            String(r.median.scripts),
            ratio(r.median.lcpMs, base?.lcpMs),
            ratio(r.median.jsBytes, base?.jsBytes),
        ]);
    }
    console.log(`\n${formatTable(rows, [2, 3, 4, 5, 6, 7, 8])}`);
    const file = writeResults('first-load', startedAt, { facts, cpuSlowdown, runs, baseline: baselineRoot, results });
    console.log(`\nResults: ${file}`);
}
main().catch(async (error) => {
    console.error(error);
    await stopAllTargets();
    process.exit(1);
});
