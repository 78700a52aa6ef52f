/**
 * The mean of the baseline's successful runs (and how many there were), each measurement's share of it (null for a failed one
 * or without a baseline), and how far the second baseline run moved from the first, as a share.
 */
export function baselineOf(baselineRuns) {
    const ok = baselineRuns.filter((m) => m.ok);
    const baseline = ok.length ? ok.reduce((sum, m) => sum + m.requestsPerSecond, 0) / ok.length : null;
    const ratioOf = (m) => (baseline && m.ok ? m.requestsPerSecond / baseline : null);
    const [first, second] = baselineRuns;
    const drift = baseline && first?.ok && second?.ok ? (second.requestsPerSecond - first.requestsPerSecond) / baseline : null;
    return { baseline, runs: ok.length, ratioOf, drift };
}
