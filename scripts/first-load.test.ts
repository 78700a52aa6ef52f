import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatKb,
  measureRoutes,
  report,
  routeBudgets,
  staticClosure,
  swedishMarkers,
  type Manifest,
  type RouteSize,
} from './first-load';
import { bundledCatalogues as browserCatalogues } from '../packages/contracts/src/i18n/bundled.browser';
import { en as sharedEnglish } from '../packages/contracts/src/i18n/en';
import { literalsIn, missingTexts, sourcesOf } from './first-screen-texts';
import { pickTexts } from './vite-catalogue-split.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('first-load budgets', () => {
  let sizes: RouteSize[] = [];
  beforeAll(async () => {
    // npm test builds the apps before this suite; run alone, build what is missing or stale.
    const { buildApps } = await import('./build-apps.mjs');
    buildApps();
    sizes = measureRoutes(root);
    console.log(`First load (gzipped JavaScript before the first screen):\n${report(sizes)}`);
  }, 300_000);

  it.each(routeBudgets.map((budget) => [`${budget.app} ${budget.route}`, budget] as const))(
    '%s stays within its budget',
    (_, budget) => {
      const size = sizes.find((s) => s.app === budget.app && s.route === budget.route)!;
      const files = size.files
        .toSorted((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((f) => `  ${formatKb(f.bytes).padStart(9)}  ${f.file}`)
        .join('\n');
      expect(
        size.bytes,
        `${budget.app} ${budget.route} needs ${formatKb(size.bytes)} before its first screen, over its budget of ` +
          `${formatKb(budget.budget)} (docs/benchmarks.md, "First load"). Largest files:\n${files}`,
      ).toBeLessThanOrEqual(budget.budget);
    },
  );
});

describe('Swedish on demand', () => {
  const read = (app: string, file: string) => readFileSync(join(root, 'apps', app, 'dist', file), 'utf8');

  // Without this the check below could not fail: each marker is still in a built Swedish chunk.
  it.each(swedishMarkers)('"%s" is in a built chunk', (marker) => {
    const chunks = ['web', 'backoffice'].flatMap((app) =>
      readdirSync(join(root, 'apps', app, 'dist', 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => read(app, join('assets', file))),
    );
    expect(chunks.some((code) => code.includes(marker))).toBe(true);
  });

  it.each(routeBudgets.map((budget) => [`${budget.app} ${budget.route}`, budget] as const))(
    '%s loads no Swedish text before its first screen',
    (_, budget) => {
      const size = measureRoutes(root, [budget])[0]!;
      const carrying = size.files.filter(({ file }) =>
        swedishMarkers.some((marker) => read(budget.app, file).includes(marker)),
      );
      expect(carrying.map(({ file }) => file)).toEqual([]);
    },
  );
});

describe("the player app's bundled texts", () => {
  const web = (path: string) => join(root, 'apps', 'web', path);
  const catalogue = JSON.parse(readFileSync(web('src/i18n/en.json'), 'utf8')) as Record<string, unknown>;
  const bundled = pickTexts(
    catalogue,
    JSON.parse(readFileSync(web('src/i18n/first-screens.json'), 'utf8')) as string[],
  );
  // Read when the tests run: the first suite's beforeAll builds the apps.
  const manifest = () => JSON.parse(readFileSync(web('dist/.vite/manifest.json'), 'utf8')) as Manifest;
  const missingFrom = (full: Record<string, unknown>, part: Record<string, unknown>) => (modules: readonly string[]) =>
    sourcesOf(root, 'web', staticClosure(manifest(), ['index.html', ...modules])).flatMap((source) =>
      missingTexts(literalsIn(readFileSync(source, 'utf8'), source), full, part).map(
        (key) => `${source.slice(web('src/').length)}: ${key}`,
      ),
    );
  const missingIn = missingFrom(catalogue, bundled);
  // The shared catalogue's English that browsers have from the start: the client errors (decision 0114).
  const missingSharedIn = missingFrom(sharedEnglish, browserCatalogues.en);

  // What renders without waiting for the feature texts (decision 0075): the first screens' routes, the
  // verify-email page, the dialogs, the toasts and the real-time updates.
  const firstScreenModules = [
    ...routeBudgets.filter((budget) => budget.app === 'web').flatMap((budget) => budget.modules),
    'src/features/auth/components/VerifyEmailPage.tsx',
    'src/lib/feedback/FeedbackModals.tsx',
    'src/lib/feedback/Toasts.tsx',
    'src/app/components/LiveUpdates.tsx',
  ];

  it('holds every text the first screens use', () => {
    expect(missingIn(firstScreenModules)).toEqual([]);
  });

  // Without this the check above could not fail.
  it('lacks texts that a feature screen uses', () => {
    expect(missingIn(['src/features/courses/components/CoursesPage.tsx'])).toContainEqual(
      expect.stringMatching(/^features\/courses\/.*: courses\./),
    );
  });

  it("needs none of the shared catalogue's texts that come with the feature texts", () => {
    expect(missingSharedIn(firstScreenModules)).toEqual([]);
  });

  // Without this the check above could not fail: a feature screen's enumeration labels fall back on them.
  it("lacks the shared catalogue's texts that a feature screen uses", () => {
    expect(missingSharedIn(['src/features/courses/components/CoursesPage.tsx'])).toContainEqual(
      expect.stringMatching(/: enums\.\*$/),
    );
  });
});

describe('the static import closure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ui.js'], css: ['a.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'], dynamicImports: ['src/Chart.tsx'] },
    'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true, imports: ['_ui.js', '_form.js'] },
    '_form.js': { file: 'assets/form.js' },
    'src/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true, imports: ['_charts.js'] },
    '_charts.js': { file: 'assets/charts.js' },
    '_styles.css': { file: 'assets/styles.css' },
  };

  it('follows static imports once each, and not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
    expect(staticClosure(manifest, ['index.html', 'src/Page.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
      'assets/Page.js',
      'assets/form.js',
    ]);
  });

  it('counts scripts only', () => {
    expect(staticClosure(manifest, ['_styles.css'])).toEqual([]);
  });

  it('refuses a module the build does not have as a chunk', () => {
    expect(() => staticClosure(manifest, ['index.html', 'src/Gone.tsx'])).toThrow(/src\/Gone\.tsx/);
  });
});
