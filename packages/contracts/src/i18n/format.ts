/** A placeholder is a colon followed by a name: `:seconds`, `:max`, `:max_digits`, `:attribute`. */
export const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The CLDR plural categories, the names `Intl.PluralRules` answers with. */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof pluralCategories)[number];

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const CATEGORY = `(?:${pluralCategories.join('|')})`;
/** ICU MessageFormat's plural, without nesting: `{seconds, plural, one {# second} other {# seconds}}`. */
const PLURAL = `\\{(${NAME}), plural,((?:\\s*${CATEGORY}\\s*\\{[^{}]*\\})+)\\s*\\}`;
/** A value with a format: `{token, lower}`, the way the player app writes `{{token, lower}}` for i18next. */
const FORMATTED = `\\{(${NAME}), lower\\}`;
/** Every construct a message may hold. One pass over them all, so a value is never read as a template. */
const PIECE = new RegExp(`${PLURAL}|${FORMATTED}|:(${NAME})`, 'g');
const FORM = new RegExp(`(${CATEGORY})\\s*\\{([^{}]*)\\}`, 'g');

type Params = Record<string, string | number>;

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The plural category of a value in a language: `one` for 1 in English and Swedish, `other` for 0 and 2. */
export function pluralCategory(locale: string, value: string | number): PluralCategory {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  // A value that is no number ("5 MB", "1,000") reads as `other`: Intl answers so for NaN.
  return rules.select(Number(value));
}

function formsOf(source: string): Partial<Record<PluralCategory, string>> {
  return Object.fromEntries([...source.matchAll(FORM)].map((match) => [match[1], match[2]]));
}

function fillPlaceholders(text: string, params: Params): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Fills a catalogue message (decision 0119):
 *
 * - `:name`, Laravel-style (`:seconds`, `:max`, `:attribute`). A name runs to the end of the word, so `:max`
 *   never eats the start of `:max_digits`, whichever of the two is given.
 * - `{name, plural, one {# second} other {# seconds}}`: the form for the value's plural category in `locale`,
 *   with `#` as the value; a form may hold `:name` placeholders too. A category the message lacks reads as `other`.
 * - `{name, lower}`: the value in lower case (a currency's name inside a Swedish sentence).
 *
 * A value that is not given leaves its placeholder visible as `:name`: a plural then reads in its `other` form
 * ("Try again in :seconds seconds."), so a message shown without values (the docs' error table) reads as before.
 * `locale` chooses the plural rules: the language the message is written in.
 */
export function formatMessage(template: string, params: Params = {}, locale = 'en'): string {
  return template.replace(PIECE, (whole, plural?: string, forms?: string, formatted?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(params, name) ? String(params[name]) : whole;
    if (formatted !== undefined)
      return Object.hasOwn(params, formatted) ? String(params[formatted]).toLocaleLowerCase(locale) : `:${formatted}`;
    const argument = plural ?? '';
    const given = Object.hasOwn(params, argument);
    const texts = formsOf(forms ?? '');
    const text = (given ? texts[pluralCategory(locale, params[argument] ?? '')] : undefined) ?? texts.other ?? '';
    return text
      .split('#')
      .map((part) => fillPlaceholders(part, params))
      .join(given ? String(params[argument]) : `:${argument}`);
  });
}

/** The parameter names a template uses, e.g. `['attribute', 'min', 'max']`, with those of plurals and formats. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PIECE)].flatMap(([, plural, forms, formatted, name]) => {
    if (plural !== undefined)
      return [plural, ...[...(forms ?? '').matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')];
    return [formatted ?? name ?? ''];
  });
}

/** The plurals of a template, each with its forms by category (for the catalogue's checks). */
export function pluralsOf(template: string): { name: string; forms: Partial<Record<PluralCategory, string>> }[] {
  return [...template.matchAll(PIECE)]
    .filter(([, plural]) => plural !== undefined)
    .map(([, plural, forms]) => ({ name: plural ?? '', forms: formsOf(forms ?? '') }));
}

/**
 * The `{name, …}` constructs of a template that `formatMessage` does not read (a misspelt plural or format),
 * which would reach the reader as they are written. Braces that do not open with `{name,` (JSON examples) are text.
 */
export function unreadConstructsOf(template: string): string[] {
  return [...template.replace(PIECE, '').matchAll(new RegExp(`\\{\\s*${NAME}\\s*,[^}]*\\}?`, 'g'))].map(
    (match) => match[0],
  );
}
