/** Fills Laravel-style placeholders (`:seconds`, `:max`, `:min`, `:attribute`, ...). */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  // Longest names first, so `:max` never eats the start of `:max_digits`.
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  let out = template;
  for (const name of names) out = out.split(`:${name}`).join(String(params[name]));
  return out;
}
