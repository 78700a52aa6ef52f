/**
 * Golf-rules benchmark: the pure functions of packages/golf the server calls on every round,
 * each against a trivial baseline doing comparable arithmetic on the same numbers, in the same
 * process and run, so the ratio is what to compare across machines.
 *
 * - handicap: `handicapIndexHistory` over a 1,000-round history (every differential, exceptional
 *   score reductions, Low Handicap Index window, caps) vs computing the 1,000 raw differentials and
 *   averaging the lowest 8 of each 20-round window (a typed-array sort, as the library does). Target: under 1 ms.
 * - scoring: `scoreStrokePlay` for 4 players over 18 holes (net strokes, terms, nines, ranking)
 *   vs summing the 72 scores and sorting the 4 totals. Target: under 0.5 ms.
 *
 * Each figure is the median of 25 batches (a batch runs the function for at least 50 ms) after a
 * warm-up. Exit code 0 whatever the figures: a benchmark reports, it does not pass or fail.
 */
import { handicapIndexHistory, scoreStrokePlay, } from '@golf/golf';
import { environmentFacts, formatTable, writeResults } from './lib/report';
const BATCHES = 25;
const BATCH_MS = 50;
/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same inputs. */
function random(seed) {
    let a = seed;
    return () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Median milliseconds per call of `fn`. */
function timePerCall(fn) {
    let sink;
    const warmUntil = performance.now() + 200;
    while (performance.now() < warmUntil)
        sink = fn();
    const perCall = [];
    for (let b = 0; b < BATCHES; b++) {
        let calls = 0;
        const start = performance.now();
        let now = start;
        while (now - start < BATCH_MS) {
            sink = fn();
            calls += 1;
            now = performance.now();
        }
        perCall.push((now - start) / calls);
    }
    if (sink === Symbol.for('never'))
        console.log(sink); // keep the results alive
    perCall.sort((a, b) => a - b);
    return perCall[Math.floor(BATCHES / 2)];
}
// --- inputs -------------------------------------------------------------------------------
const rand = random(42);
const DAY = 86_400_000;
const history = Array.from({ length: 1000 }, (_, i) => ({
    adjustedGrossScore: 78 + Math.floor(rand() * 20),
    courseRating: 69 + Math.floor(rand() * 60) / 10,
    slopeRating: 115 + Math.floor(rand() * 30),
    pcc: rand() < 0.1 ? 1 : 0,
    holes: 18,
    playedAt: i * 2 * DAY, // one round every other day: ~5.5 years
}));
const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const indexes = [7, 1, 15, 11, 3, 13, 17, 5, 9, 8, 2, 16, 12, 4, 14, 18, 6, 10];
const holes = pars.map((par, i) => ({ number: i + 1, par, strokeIndex: indexes[i] }));
const players = [3, 12, 20, -1].map((playingHandicap, p) => ({
    playerId: `player-${p}`,
    playingHandicap,
    holes: holes.map((hole) => ({
        holeNumber: hole.number,
        strokes: hole.par - 1 + Math.floor(rand() * 4),
        penaltyStrokes: 0,
        putts: 2,
        completion: 'holed',
    })),
}));
// --- baselines ----------------------------------------------------------------------------
function baselineHandicap() {
    const differentials = history.map((r) => ((r.adjustedGrossScore - r.courseRating - (r.pcc ?? 0)) * 113) / r.slopeRating);
    let last = 0;
    for (let i = 2; i < differentials.length; i++) {
        const window = Float64Array.from(differentials.slice(Math.max(0, i - 19), i + 1)).sort();
        const lowest = window.slice(0, Math.min(8, window.length));
        last = lowest.reduce((a, b) => a + b, 0) / lowest.length;
    }
    return last;
}
function baselineScoring() {
    const totals = players.map((p) => p.holes.reduce((sum, h) => sum + h.strokes, 0) - p.playingHandicap);
    return [...totals].sort((a, b) => a - b);
}
// --- run ----------------------------------------------------------------------------------
const startedAt = new Date();
const facts = environmentFacts();
console.log(`golf-rules benchmark — Node ${facts.node}, ${facts.cpuCount} CPU (${facts.cpuModel})\n`);
const cases = [
    {
        key: 'handicap',
        label: 'handicapIndexHistory, 1,000 rounds',
        targetMs: 1,
        measured: timePerCall(() => handicapIndexHistory(history)),
        baselineLabel: 'raw differentials + sort of each 20-window',
        baseline: timePerCall(baselineHandicap),
    },
    {
        key: 'scoring',
        label: 'scoreStrokePlay, 4 players x 18 holes',
        targetMs: 0.5,
        measured: timePerCall(() => scoreStrokePlay(holes, players)),
        baselineLabel: 'sum 72 scores + sort 4 totals',
        baseline: timePerCall(baselineScoring),
    },
];
const ms = (value) => (value >= 0.1 ? value.toFixed(3) : value.toFixed(5));
console.log(formatTable([
    ['case', 'ms/call', 'baseline ms/call', 'x baseline', 'target', 'status'],
    ...cases.map((c) => [
        c.label,
        ms(c.measured),
        ms(c.baseline),
        (c.measured / c.baseline).toFixed(1),
        `< ${c.targetMs} ms`,
        c.measured < c.targetMs ? 'PASS' : 'BELOW TARGET',
    ]),
], [1, 2, 3]));
console.log('\nBaselines:');
for (const c of cases)
    console.log(`  ${c.key}: ${c.baselineLabel}`);
const path = writeResults('golf-rules', startedAt, {
    startedAt: startedAt.toISOString(),
    facts,
    batches: BATCHES,
    batchMs: BATCH_MS,
    cases,
});
console.log(`\nResults: ${path}`);
