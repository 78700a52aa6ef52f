// The modules every page runs, in one chunk. Rolldown gives each set of modules that some lazy routes
// share a chunk of its own, so the entry's static imports arrived as some thirty small files, each
// gzipped without the others' context (about 7 kB more than one file).
//
// The set is read off the module graph before tree-shaking, where a static import may be a re-export
// that nothing uses: rolldown's `$initial` tag, read off the same graph, took the Swedish catalogue
// and every contract schema. So a package's module joins only when the app's initial modules are all
// that import it, and a module that is also imported lazily never does.

/**
 * `plugin` records the modules that the app's entry imports statically, directly or not, and that
 * nothing else needs; `test` is a code-splitting group's test that captures them. Groups declared
 * before it keep theirs. `srcDir`: the app's own sources, whose imports are taken as used.
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
        const reached = new Set();
        const pending = [...this.getModuleIds()].filter(isEntry);
        while (pending.length > 0) {
          const id = pending.pop();
          if (reached.has(id)) continue;
          reached.add(id);
          pending.push(...(info(id)?.importedIds ?? []).filter((to) => info(to)?.dynamicImporters.length === 0));
        }
        // The entry (index.html) and the script it names stay in the entry chunk, which the Vite
        // manifest knows by index.html.
        const candidates = [...reached].filter((id) => !isEntry(id) && !info(id)?.importers.some(isEntry));
        for (const id of candidates) if (id.startsWith(srcDir)) initial.add(id);
        for (let grew = true; grew;) {
          grew = false;
          for (const id of candidates) {
            if (initial.has(id) || !info(id)?.importers.every((by) => initial.has(by))) continue;
            initial.add(id);
            grew = true;
          }
        }
      },
    },
    test: (id) => initial.has(id),
  };
}
