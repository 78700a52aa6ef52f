import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, brokenLinksIn, linksOf, slug, type MarkdownFile } from './docs-links';

describe('docs link check', () => {
  it('finds every relative link and anchor of README.md and docs/ in place', () => {
    const problems = brokenLinksIn(fileURLToPath(new URL('..', import.meta.url)));
    expect(problems, `broken links in the docs:\n${problems.join('\n')}`).toEqual([]);
  });
});

describe('GitHub heading anchors', () => {
  it.each([
    ['Rounds and strokes', 'rounds-and-strokes'],
    ['Decisions where the spec says "not shown"', 'decisions-where-the-spec-says-not-shown'],
    ['The `apiVersion` header', 'the-apiversion-header'],
    ['Backups & restore (PGlite)', 'backups--restore-pglite'],
    ['snake_case and _emphasis_', 'snake_case-and-emphasis'],
    ['[Linked](x.md) heading', 'linked-heading'],
    ['Språk: svenska', 'språk-svenska'],
  ])('%s → #%s', (heading, anchor) => expect(slug(heading)).toBe(anchor));

  it('numbers a repeated heading and takes explicit anchors, not headings inside code', () => {
    const anchors = anchorsOf('# Run\n## Run\n```\n# Not a heading\n```\n<a id="kept"></a>\n');
    expect([...anchors]).toEqual(['run', 'run-1', 'kept']);
  });
});

describe('the checker', () => {
  const files: MarkdownFile[] = [
    {
      path: 'docs/a.md',
      text: [
        '# A',
        '[ok](b.md#second-part) [self](#a) [site](https://example.com) [root](../README.md)',
        '[no file](missing.md) [no anchor](b.md#nowhere) ![img](shots/x.png)',
        '`[in code](gone.md)`',
        '```',
        '[in a fence](gone.md)',
        '```',
        '[up](../../outside.md)',
      ].join('\n'),
    },
    { path: 'docs/b.md', text: '# B\n## Second part\n' },
  ];
  const existing = new Set(['README.md', 'docs/a.md', 'docs/b.md']);
  const read = (path: string) => files.find((file) => file.path === path)?.text;

  it('reports a missing file, a missing anchor and a link out of the repository, and nothing else', () => {
    expect(brokenLinks(files, (path) => existing.has(path), read)).toEqual([
      'docs/a.md:3: missing.md: no file docs/missing.md',
      'docs/a.md:3: b.md#nowhere: no heading #nowhere in docs/b.md',
      'docs/a.md:3: shots/x.png: no file docs/shots/x.png',
      'docs/a.md:8: ../../outside.md: outside the repository',
    ]);
  });

  it('reads link targets with titles and angle brackets', () => {
    expect(linksOf('[t](<a b.md> "title") [u](c.md "t")\n[ref]: d.md')).toEqual([
      { target: 'a b.md', line: 1 },
      { target: 'c.md', line: 1 },
      { target: 'd.md', line: 2 },
    ]);
  });
});
