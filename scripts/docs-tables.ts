/**
 * Writes the tables that the code can produce into the docs, between generated markers:
 * - docs/configuration.md: every environment variable of apps/server/src/config/config.ts;
 * - docs/errors.md: every error of packages/contracts/src/errors.ts with its English message.
 * `npm run docs` writes them; scripts/docs-tables.test.ts fails `npm test` when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { z } from 'zod';
import { errorDefinitions, translate } from '@golf/contracts';
import { envSchema } from '../apps/server/src/config/config';
import { envDocs } from '../apps/server/src/config/env-docs';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Markdown table cells: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (value: unknown) => `\`${String(value)}\``;
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

/** The schema under `.default()` and `.optional()`, and the default when there is one. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; defaultValue?: unknown } {
  let inner = schema;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'default') defaultValue ??= def.defaultValue;
    else if (def.type !== 'optional') return { inner, defaultValue };
    inner = def.innerType as z.core.$ZodType;
  }
}

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

/** A number's kind and bounds from its checks: "integer 0–65535", "number > 0, ≤ 1000000". */
function numberRange(def: Def): string {
  const checks = ((def.checks ?? []) as z.core.$ZodCheck[]).map((check) => check._zod.def as unknown as CheckDef);
  const kind = checks.some((check) => check.format === 'safeint') ? 'integer' : 'number';
  const low = checks.find((check) => check.check === 'greater_than');
  const high = checks.find((check) => check.check === 'less_than');
  if (low?.inclusive && high?.inclusive) return `${kind} ${low.value}–${high.value}`;
  const bound = (check: CheckDef | undefined, inclusive: string, exclusive: string) =>
    check ? [`${check.inclusive ? inclusive : exclusive} ${check.value}`] : [];
  return `${kind} ${[...bound(low, '≥', '>'), ...bound(high, '≤', '<')].join(', ')}`.trim();
}

/** What a value may be, read from the schema: an enumeration's members (the booleans too), a number's range. */
function acceptedValues(schema: z.core.$ZodType): string | undefined {
  const def = defOf(schema);
  if (def.type === 'enum') {
    // An object lists integer-like keys first: put them back after the words (true, false, yes, no, 0, 1).
    const members = Object.values(def.entries as Record<string, string>);
    const numeric = (member: string) => /^\d+$/.test(member);
    return [...members.filter((m) => !numeric(m)), ...members.filter(numeric)].map(code).join(', ');
  }
  if (def.type === 'pipe') return acceptedValues(def.in as z.core.$ZodType);
  if (def.type === 'number') return numberRange(def);
  return undefined;
}

/** The configuration table: variable, default, accepted values and meaning, in the schema's order. */
export function configurationTable(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const docs = envDocs[name as keyof typeof envDocs];
    const { inner, defaultValue } = unwrap(schema as z.core.$ZodType);
    const shownDefault = docs.derivedDefault ?? (defaultValue === undefined ? 'unset' : code(defaultValue));
    return [code(name), shownDefault, acceptedValues(inner) ?? '', docs.description];
  });
  return table(['Variable', 'Default', 'Values', 'Meaning'], rows);
}

/** The error table: key, HTTP status, `error_info.code` and the English message, by code. */
export function errorTable(): string {
  const rows = Object.entries(errorDefinitions)
    .sort(([, a], [, b]) => a.code - b.code)
    .map(([key, { code: number, status }]) => [
      code(key),
      String(status),
      String(number),
      translate('en', `errors.${key}`),
    ]);
  return table(['Key', 'HTTP', 'Code', 'English message'], rows);
}

export interface GeneratedSection {
  /** Relative to the repository root. */
  file: string;
  marker: string;
  render: () => string;
}

export const generatedSections: GeneratedSection[] = [
  { file: 'docs/configuration.md', marker: 'configuration', render: configurationTable },
  { file: 'docs/errors.md', marker: 'errors', render: errorTable },
];

const markers = (name: string) => ({
  start: `<!-- generated:${name}:start (npm run docs writes this table; do not edit by hand) -->`,
  end: `<!-- generated:${name}:end -->`,
});

/** The file as `npm run docs` would write it: the section between its markers regenerated, formatted as prettier does. */
export async function regenerated(section: GeneratedSection, current: string): Promise<string> {
  const { start, end } = markers(section.marker);
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${section.file} lacks the markers ${start} … ${end}`);
  const text = `${current.slice(0, from + start.length)}\n\n${section.render()}\n\n${current.slice(to)}`;
  const path = join(repoRoot, section.file);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

async function main(): Promise<void> {
  for (const section of generatedSections) {
    const path = join(repoRoot, section.file);
    const current = readFileSync(path, 'utf8');
    const next = await regenerated(section, current);
    if (next === current) console.log(`${section.file}: up to date`);
    else {
      writeFileSync(path, next);
      console.log(`${section.file}: written`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
