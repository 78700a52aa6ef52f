/** Printing and saving benchmark results: a plain-text table, machine facts, bench/results/*.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
export const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
/** Facts about the machine and runtime, recorded with every result file. */
export function environmentFacts() {
    return {
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        cpuCount: availableParallelism(),
        cpuModel: cpus()[0]?.model ?? 'unknown',
        memoryBytes: totalmem(),
    };
}
/** `postgres://user:secret@host/db` → `postgres://user@host/db`: result files never hold passwords. */
export function redactUrl(url) {
    if (!url)
        return undefined;
    try {
        const parsed = new URL(url);
        parsed.password = '';
        return parsed.toString();
    }
    catch {
        return '(unparseable URL)';
    }
}
/** A fixed-width text table; first row is the header. Columns listed in `right` are right-aligned. */
export function formatTable(rows, right = []) {
    const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
    const line = (row) => row
        .map((cell, col) => (right.includes(col) ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
        .join('  ')
        .trimEnd();
    const [header, ...body] = rows;
    return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
export const fixed = (value, digits) => value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
export const percent = (ratio) => ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '—' : `${(ratio * 100).toFixed(1)}%`;
/** Writes `bench/results/<timestamp>-<name>.json` and returns its path. */
export function writeResults(name, startedAt, data) {
    mkdirSync(resultsDir, { recursive: true });
    const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
    const path = `${resultsDir}${stamp}-${name}.json`;
    writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
    return path;
}
