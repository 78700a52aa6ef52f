// A Vite plugin that splits the player app's English catalogue in two (decision 0075): the texts the first
// screens use, bundled, and the rest, a chunk that the other routes wait for. The catalogue stays one file
// (src/i18n/en.json) for translators and tests; `first-screens.json` beside it lists what is bundled.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PREFIX = 'virtual:texts/';
const parts = ['first-screens', 'features'];

/** Whole sections ("signIn") or single texts ("clubs.link") of `catalogue`, as a catalogue of their own. */
export function pickTexts(catalogue, paths) {
  const picked = {};
  for (const path of paths) {
    const [section, ...rest] = path.split('.');
    if (!(section in catalogue)) throw new Error(`first-screens.json: "${path}" is not in en.json`);
    if (rest.length === 0) {
      picked[section] = catalogue[section];
      continue;
    }
    let from = catalogue[section];
    let to = (picked[section] ??= {});
    for (const [i, key] of rest.entries()) {
      if (from?.[key] === undefined) throw new Error(`first-screens.json: "${path}" is not in en.json`);
      if (i === rest.length - 1) to[key] = from[key];
      else to = to[key] ??= {};
      from = from[key];
    }
  }
  return picked;
}

/** Every section but those bundled whole: a section of which only some texts are bundled comes whole. */
export function omitSections(catalogue, paths) {
  const whole = new Set(paths.filter((path) => !path.includes('.')));
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => !whole.has(section)));
}

/**
 * `import texts from 'virtual:texts/first-screens'` and `import('virtual:texts/features')`, read from
 * `<i18nDir>/en.json` and `<i18nDir>/first-screens.json`.
 * @returns {import('vite').Plugin}
 */
export function catalogueSplit(i18nDir) {
  const read = (name) => JSON.parse(readFileSync(resolve(i18nDir, name), 'utf8'));
  return {
    name: 'golf-catalogue-split',
    resolveId(id) {
      return id.startsWith(PREFIX) && parts.includes(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const catalogueFile = resolve(i18nDir, 'en.json');
      const listFile = resolve(i18nDir, 'first-screens.json');
      this.addWatchFile(catalogueFile);
      this.addWatchFile(listFile);
      const catalogue = read('en.json');
      const firstScreens = read('first-screens.json');
      const texts =
        id.slice(PREFIX.length + 1) === 'first-screens'
          ? pickTexts(catalogue, firstScreens)
          : omitSections(catalogue, firstScreens);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
