/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueSplit } from '../../scripts/vite-catalogue-split.mjs';
import { entryChunk } from '../../scripts/vite-entry-chunk.mjs';
import { precompress } from '../../scripts/vite-precompress.mjs';

/** The Fastify server (API and real-time auth) that the dev server forwards to. */
const serverTarget = 'http://127.0.0.1:3000';

/**
 * The Mantine components of the sign-in and dashboard screens and the shell around them, but for the
 * form fields (below). A component left out still works: it loads in a chunk of its own with the route
 * that needs it. Adding the dashboard's Badge, Grid and Avatar cost the sign-in screen 2.7 kB for 1.5 kB
 * off the dashboard, and the app's own shared modules could not join (the group drags in what they import).
 */
const firstScreenComponents = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'Group',
  'Image',
  'Loader',
  'Overlay',
  'Paper',
  'SegmentedControl',
  'SimpleGrid',
  'Stack',
  'Text',
  'Title',
  'Transition',
];
/**
 * The sign-in screen's form fields, in a chunk of their own: the dashboard and the shell draw none. Apart
 * from the group above they take 3.3 kB off the dashboard and add 1.1 kB to the sign-in screen.
 */
const formComponents = ['Checkbox', 'InlineInput', 'Input', 'InputBase', 'PasswordInput', 'TextInput'];

/** Whether a module is one of these Mantine components, or (with `core`) Mantine's core and utilities. */
function mantineModules(components: readonly string[], { core = false } = {}) {
  const parts = String.raw`${core ? 'core|utils|' : ''}components[\\/](${components.join('|')})`;
  const path = new RegExp(String.raw`@mantine[\\/]core[\\/]esm[\\/](${parts})[\\/]`);
  return (id: string) => path.test(id);
}
const firstScreenMantine = mantineModules(firstScreenComponents, { core: true });
const formMantine = mantineModules(formComponents);

/** The app's modules that every page runs (decision 0112). */
const shell = entryChunk(fileURLToPath(new URL('src/', import.meta.url)));

export default defineConfig({
  plugins: [react(), shell.plugin, catalogueSplit(fileURLToPath(new URL('src/i18n', import.meta.url))), precompress()],
  base: '/',
  server: {
    proxy: {
      '/api': { target: serverTarget, changeOrigin: false },
      '/broadcasting': { target: serverTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the first-load budget check reads each route's chunks from it.
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // Only what every route runs goes into one chunk (it stays cached across releases). Everything
          // else, Mantine's components and the charts included, follows the routes that import it, so a
          // route loads only what it uses (docs/architecture.md, "First load").
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
            // Mantine's core and the components the first screens draw, which nearly every screen uses too:
            // one chunk instead of about forty small ones, each gzipped without the others' context.
            { name: 'ui', test: firstScreenMantine },
            // The form fields, which most screens but the dashboard use: one chunk for them too.
            { name: 'forms', test: formMantine },
            // The app's modules that the entry imports, in one chunk instead of some twenty. Their
            // dependencies stay where they are: following them would take what the lazy routes use.
            { name: 'shell', test: shell.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
