/**
 * The link check of README.md and docs/**: every relative link points at a file that exists, and every
 * #anchor at a heading of its file, slugged as GitHub does. scripts/docs-links.test.ts runs it in `npm test`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface MarkdownFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface LinkTarget {
  target: string;
  line: number;
}

/** The text with fenced code blocks and inline code blanked out (line numbers kept): links there are examples. */
function withoutCode(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      if (marker) {
        fence = marker;
        return '';
      }
      return line.replace(/(`+)[\s\S]*?\1/g, '');
    })
    .join('\n');
}

/** Inline links and images `[text](target "title")` and reference definitions `[label]: target`. */
export function linksOf(text: string): LinkTarget[] {
  const found: LinkTarget[] = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
        found.push({ target: match[1]!.replace(/^<|>$/g, ''), line: index + 1 });
      const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
      if (definition) found.push({ target: definition[1]!.replace(/^<|>$/g, ''), line: index + 1 });
    });
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, _ and - stay), spaces as -. */
export function slug(heading: string): string {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // HTML tags
    .replace(/[`*]/g, '')
    .replace(/(^|\W)_(.+?)_(?=\W|$)/g, '$1$2'); // _emphasis_, not snake_case
  return plain
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a file: its ATX headings (a repeated one gets -1, -2, … as on GitHub) and explicit `<a id>`s. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(text).split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1]!);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * What is broken in the files' relative links, one line each ("docs/x.md:12: y.md#z: no heading z").
 * `exists` and `read` look at the repository (paths relative to its root); `read` answers undefined for a missing file.
 */
export function brokenLinks(
  files: MarkdownFile[],
  exists: (path: string) => boolean,
  read: (path: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const { target, line } of linksOf(file.text)) {
      if (isExternal(target)) continue;
      const [rawPath = '', anchor] = target.split('#', 2);
      const decoded = decodeURIComponent(rawPath);
      const path = decoded === '' ? file.path : posix.normalize(posix.join(posix.dirname(file.path), decoded));
      const where = `${file.path}:${line}: ${target}`;
      if (path.startsWith('..')) problems.push(`${where}: outside the repository`);
      else if (!exists(path)) problems.push(`${where}: no file ${path}`);
      else if (anchor !== undefined && path.endsWith('.md')) {
        const text = path === file.path ? file.text : read(path);
        if (text === undefined || !anchorsOf(text).has(anchor))
          problems.push(`${where}: no heading #${anchor} in ${path}`);
      }
    }
  }
  return problems;
}

/** README.md and every Markdown file under docs/. */
export function docsMarkdownFiles(root: string): MarkdownFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...walk('docs')].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The check over this repository. */
export function brokenLinksIn(root: string): string[] {
  const absolute = (path: string) => join(root, path);
  return brokenLinks(
    docsMarkdownFiles(root),
    (path) => existsSync(absolute(path)),
    (path) => (existsSync(absolute(path)) ? readFileSync(absolute(path), 'utf8') : undefined),
  );
}
