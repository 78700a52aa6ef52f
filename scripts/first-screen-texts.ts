// Which of the player app's texts its first screens use, read from the built chunks' source maps and
// the sources' string literals (decision 0075): each must be in the bundled part of the catalogue.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

type Catalogue = Record<string, unknown>;

/** The app's own source files (under `apps/<app>/src`) that the given built files were made from. */
export function sourcesOf(root: string, app: string, files: readonly string[]): string[] {
  const dist = join(root, 'apps', app, 'dist');
  const sources = new Set<string>();
  for (const file of files) {
    let map: { sources: string[] };
    try {
      map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    } catch {
      continue; // The bundler's runtime has no source map and no source of ours.
    }
    for (const source of map.sources) {
      const path = resolve(dirname(join(dist, file)), source);
      if (path.startsWith(join(root, 'apps', app, 'src')) && /\.tsx?$/.test(path)) sources.add(path);
    }
  }
  return [...sources].sort();
}

/** A string that could name a text, or the fixed start of a template literal that could. */
export interface Literal {
  text: string;
  prefix: boolean;
}

/**
 * The string literals in `code` that could name a text: whole strings, and the fixed start of
 * template literals (`rounds.status.${status}` gives the prefix "rounds.status"). Comments are not read.
 */
export function literalsIn(code: string, fileName = 'file.tsx'): Literal[] {
  const literals: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      literals.push({ text: node.text, prefix: false });
    else if (ts.isTemplateExpression(node) && node.head.text.endsWith('.'))
      literals.push({ text: node.head.text.slice(0, -1), prefix: true });
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return literals;
}

const lookUp = (catalogue: Catalogue, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Catalogue)[key] : undefined),
      catalogue,
    );

/**
 * The texts `literals` name in `catalogue` which `bundled` lacks (a literal that names nothing in
 * the catalogue is some other string: a storage key, a URL). A prefix names a section or a group of
 * texts, which must then be bundled whole.
 */
export function missingTexts(literals: readonly Literal[], catalogue: Catalogue, bundled: Catalogue): string[] {
  const missing = literals
    .filter(({ text, prefix }) => (prefix || text.includes('.')) && /^[a-zA-Z]\w*(\.\w+)*$/.test(text))
    .filter(({ text }) => {
      const wanted = lookUp(catalogue, text);
      if (wanted === undefined) return false;
      return JSON.stringify(lookUp(bundled, text)) !== JSON.stringify(wanted);
    })
    .map(({ text, prefix }) => (prefix ? `${text}.*` : text));
  return [...new Set(missing)];
}
