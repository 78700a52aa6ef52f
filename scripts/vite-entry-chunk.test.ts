import { describe, expect, it } from 'vitest';
import { entryChunk } from './vite-entry-chunk.mjs';

interface Module {
  imports?: string[];
  lazy?: string[];
}

/** Runs the plugin's buildEnd over a module graph: id → its static and lazy imports. */
function captured(graph: Record<string, Module>, entry = 'index.html'): string[] {
  const importers = (id: string, kind: 'imports' | 'lazy') =>
    Object.keys(graph).filter((by) => graph[by]![kind]?.includes(id));
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id] && {
        isEntry: id === entry,
        importedIds: graph[id].imports ?? [],
        importers: importers(id, 'imports'),
        dynamicImporters: importers(id, 'lazy'),
      },
  };
  const { plugin, test } = entryChunk('/src/');
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return Object.keys(graph).filter(test).sort();
}

describe('entryChunk', () => {
  it("takes the app's modules the entry's script imports, not the entry or the script", () => {
    expect(
      captured({
        'index.html': { imports: ['/src/main.tsx'] },
        '/src/main.tsx': { imports: ['/src/router.tsx'], lazy: ['/src/Page.tsx'] },
        '/src/router.tsx': { imports: ['/src/api.ts'] },
        '/src/api.ts': {},
        '/src/Page.tsx': { imports: ['/src/api.ts', '/src/page-only.ts'] },
        '/src/page-only.ts': {},
      }),
    ).toEqual(['/src/api.ts', '/src/router.tsx']);
  });

  it("takes no package's module: what it imports may be there only for the lazy routes", () => {
    expect(
      captured({
        'index.html': { imports: ['/src/main.tsx'] },
        '/src/main.tsx': { imports: ['/src/shell.ts', 'pkg/index.js'], lazy: ['/src/Page.tsx'] },
        '/src/shell.ts': { imports: ['pkg/only-shell.js'] },
        'pkg/only-shell.js': {},
        // A barrel: what it re-exports may be used by the lazy page only, after tree-shaking.
        'pkg/index.js': { imports: ['pkg/schemas.js'] },
        'pkg/schemas.js': {},
        '/src/Page.tsx': { imports: ['pkg/index.js'] },
      }),
    ).toEqual(['/src/shell.ts']);
  });

  it('leaves out a module that is also imported lazily, and what only it imports', () => {
    expect(
      captured({
        'index.html': { imports: ['/src/main.tsx'] },
        '/src/main.tsx': { imports: ['/src/i18n.ts'] },
        '/src/i18n.ts': { imports: ['/src/sv.ts'], lazy: ['/src/sv.ts'] },
        '/src/sv.ts': { imports: ['/src/sv-extra.ts'] },
        '/src/sv-extra.ts': {},
      }),
    ).toEqual(['/src/i18n.ts']);
  });
});
