// The modules every page runs, in one chunk. Rolldown gives each set of modules that some lazy routes
// share a chunk of its own, so the entry's static imports arrived as 26 small files, each gzipped
// without the others' context (about 7 kB more than one file).
//
// Only the app's own modules are taken. The module graph is read before tree-shaking, where a
// package's static import may be a re-export that nothing uses: rolldown's `$initial` tag, read off
// the same graph, took the Swedish catalogue and every contract schema (decision 0112).

/**
 * `plugin` records the app's modules (under `srcDir`) that its entry imports statically, directly or
 * not; `test` is a code-splitting group's test that captures them. A module also imported lazily stays
 * out: its lazy import is what loads it.
 * @returns {{ plugin: import('vite').Plugin, test: (id: string) => boolean }}
 */
export function entryChunk(srcDir) {
  const initial = new Set();
  return {
    plugin: {
      name: 'golf-entry-chunk',
      apply: 'build',
      buildEnd() {
        const info = (id) => this.getModuleInfo(id);
        const isEntry = (id) => info(id)?.isEntry === true;
        const pending = [...this.getModuleIds()].filter(isEntry);
        const reached = new Set();
        while (pending.length > 0) {
          const id = pending.pop();
          if (reached.has(id)) continue;
          reached.add(id);
          const imports = info(id)?.importedIds ?? [];
          pending.push(...imports.filter((to) => to.startsWith(srcDir) && info(to)?.dynamicImporters.length === 0));
          // The entry (index.html) and the script it names stay in the entry chunk, which the Vite
          // manifest knows by index.html.
          if (!isEntry(id) && !info(id)?.importers.some(isEntry)) initial.add(id);
        }
      },
    },
    test: (id) => initial.has(id),
  };
}
