import type { Plugin } from 'vite';

/** The modules the app's entries import statically, for one code-splitting group (vite-entry-chunk.mjs). */
export function entryChunk(srcDir: string): { plugin: Plugin; test: (id: string) => boolean };
