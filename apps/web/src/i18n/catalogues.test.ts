import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';

function flatten(node: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

// A placeholder may carry a format ("{{token, lower}}"): its name is what must match.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  const english = flatten(en);
  const swedish = flatten(sv);

  it('English texts are all non-empty strings', () => {
    for (const [key, value] of english) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  it('Swedish only has keys that English has (it falls back, it never adds)', () => {
    const extra = [...swedish.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('Swedish texts keep the English placeholders', () => {
    for (const [key, value] of swedish) {
      expect(placeholders(String(value)), key).toEqual(placeholders(String(english.get(key))));
    }
  });
});
