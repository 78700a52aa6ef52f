/** A placeholder is a colon followed by a name: `:seconds`, `:max`, `:max_digits`, `:attribute`. */
export const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills Laravel-style placeholders (`:seconds`, `:max`, `:min`, `:attribute`, ...).
 *
 * A placeholder's name runs to the end of the word, so `:max` never eats the start of
 * `:max_digits`, whichever of the two is given. Placeholders without a value stay as they are.
 */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholder names a template uses, e.g. `['attribute', 'min', 'max']`. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
