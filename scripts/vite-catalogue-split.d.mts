import type { Plugin } from 'vite';

type Catalogue = Record<string, unknown>;

/** Whole sections ("signIn") or single texts ("clubs.link") of a catalogue (vite-catalogue-split.mjs). */
export function pickTexts(catalogue: Catalogue, paths: readonly string[]): Catalogue;
/** Every section but those bundled whole. */
export function omitSections(catalogue: Catalogue, paths: readonly string[]): Catalogue;
/** Serves virtual:texts/first-screens and virtual:texts/features from `<i18nDir>/en.json`. */
export function catalogueSplit(i18nDir: string): Plugin;
