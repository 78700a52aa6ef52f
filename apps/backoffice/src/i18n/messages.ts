// Every catalogue at once, for tests and tools. The app bundles messages-en.ts and loads
// messages-sv.ts when Swedish is chosen (i18n/index.ts, decision 0107).
import { englishCatalogue, type Tree, type UiLocale } from './messages-en';
import { swedishCatalogue } from './messages-sv';

export * from './messages-en';
export { swedishCatalogue };

export const catalogues: Record<UiLocale, Tree> = { en: englishCatalogue, sv: swedishCatalogue };
