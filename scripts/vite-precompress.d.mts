import type { Plugin } from 'vite';

/** Writes name.br and name.gz beside every text file of the build (vite-precompress.mjs). */
export function precompress(): Plugin;
