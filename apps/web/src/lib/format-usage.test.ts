import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The player app writes numbers through lib/format.ts (formatNumber, formatMinorUnits) only:
 * toFixed and toLocaleString without the UI language write "2.7" in a Swedish screen that elsewhere
 * says "1,67", and a formatter built in place drifts from the others.
 */
describe('numbers are written by the one locale-aware formatter', () => {
  it('no toFixed, toLocaleString or Intl.NumberFormat outside lib/format.ts', () => {
    const offenders = sources(SRC).flatMap((path) => {
      const name = relative(SRC, path);
      if (name === join('lib', 'format.ts')) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\.toFixed\(|\.toLocaleString\(|new Intl\.NumberFormat\(/.test(line) ? [`${name}:${i + 1}`] : [],
        );
    });
    expect(offenders).toEqual([]);
  });
});
