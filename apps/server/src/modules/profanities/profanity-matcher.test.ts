import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileProfanityMatcher } from './profanity-matcher';

describe('compileProfanityMatcher: examples', () => {
  const cases: { terms: string[]; text: string; found: string | null; why: string }[] = [
    { terms: ['darn'], text: 'oh darn it', found: 'darn', why: 'a plain term equals a whole word' },
    { terms: ['darn'], text: 'darned', found: null, why: 'a plain term does not match a longer word' },
    { terms: ['darn'], text: 'goddarn', found: null, why: '... nor a word ending in it' },
    { terms: ['darn'], text: 'Oh DARN!', found: 'DARN', why: 'case does not count; the word is reported as written' },
    { terms: ['darn'], text: 'Dárn', found: 'Dárn', why: 'accents do not count (precomposed)' },
    {
      terms: ['darn'],
      text: 'DA\u0301RN.',
      found: 'DA\u0301RN',
      why: 'accents do not count (combining mark kept in the report)',
    },
    { terms: ['dárn'], text: 'darn', found: 'darn', why: 'accents in the term do not count either' },
    { terms: ['ｄａｒｎ'], text: 'darn', found: 'darn', why: 'compatibility forms fold (NFKD)' },
    { terms: ['scheiße'], text: 'SCHEISSE', found: 'SCHEISSE', why: 'ß folds to ss' },
    { terms: ['smørrebrød'], text: 'smorrebrod', found: 'smorrebrod', why: 'ø folds to o' },
    { terms: ['darn*'], text: 'you darned fool', found: 'darned', why: 'trailing star: words starting with the term' },
    { terms: ['darn*'], text: 'darn', found: 'darn', why: 'a star matches an empty run too' },
    { terms: ['darn*'], text: 'goddarned', found: null, why: 'trailing star only: the word must start with it' },
    { terms: ['*darn'], text: 'ye goddarn', found: 'goddarn', why: 'leading star: words ending with the term' },
    { terms: ['*darn'], text: 'darned', found: null, why: 'leading star only: the word must end with it' },
    { terms: ['*darn*'], text: 'ungoddarnedly so', found: 'ungoddarnedly', why: 'both stars: anywhere in a word' },
    { terms: ['d*n'], text: 'a dozen', found: 'dozen', why: 'an inner star: a whole word from d to n' },
    { terms: ['d*n'], text: 'dozens', found: null, why: 'an inner star still needs the word to end with n' },
    { terms: ['a*b*c'], text: 'xx aXbYc', found: 'aXbYc', why: 'several inner stars' },
    {
      terms: ['a*b c*a'],
      text: 'c abcb ca',
      found: 'abcb ca',
      why: 'a phrase between stars is not held at its first fit ("bc" inside abcb)',
    },
    { terms: ['bad'], text: 'bad_word-x', found: 'bad', why: 'underscores and dashes separate words' },
    { terms: ['word'], text: 'bad_word-x', found: 'word', why: '... so a middle word is found' },
    { terms: ['bad word'], text: 'you Bad-Word!', found: 'Bad-Word', why: 'a space in a term is any separator' },
    { terms: ['bad word'], text: 'badword', found: 'badword', why: '... or none' },
    { terms: ['bad word'], text: 'bad words', found: null, why: 'a phrase still ends at a word end' },
    { terms: ['darn'], text: 'd-a-r-n', found: 'd-a-r-n', why: 'the joined text is checked as one word' },
    { terms: ['darn'], text: 'da rn it', found: null, why: 'a plain term must equal the whole joined text' },
    { terms: ['*bad*'], text: 'so b_a_d_ass', found: 'b_a_d', why: 'joined text: the report spans the term only' },
    { terms: ['*bad*'], text: 'xXbAdXx', found: 'xXbAdXx', why: 'a wrapped word is matched as a word first' },
    { terms: ['*bad*'], text: 'tuba dog', found: 'ba d', why: 'the price of joined matching: across words' },
    {
      terms: ['darn*'],
      text: 'd.a.r.n.e.d it',
      found: 'd.a.r.n',
      why: 'joined: a trailing star leaves the start anchored',
    },
    {
      terms: ['*darn'],
      text: 'it is d a r n',
      found: 'd a r n',
      why: 'joined: a leading star leaves the end anchored',
    },
    {
      terms: ['*a*rn'],
      text: 'x d-a-r-n',
      found: 'a-r-n',
      why: 'joined, with inner stars: the report starts at the term',
    },
    { terms: ['heck', 'darn'], text: 'darn and heck', found: 'darn', why: 'the first offending word in the text wins' },
    { terms: ['darn'], text: 'clean words only', found: null, why: 'nothing to find' },
    { terms: ['darn'], text: '', found: null, why: 'an empty text' },
    { terms: [], text: 'anything at all', found: null, why: 'no terms' },
    {
      terms: ['***', '-', ' '],
      text: 'anything at all',
      found: null,
      why: 'terms with no letter or digit are ignored',
    },
    { terms: ['x**y'], text: 'xzzy', found: 'xzzy', why: 'repeated stars are one star' },
    { terms: ['𝒳yz'], text: 'a 𝒳YZ b', found: '𝒳YZ', why: 'letters outside the BMP (folded to x)' },
    { terms: ['123'], text: 'call 123 now', found: '123', why: 'digits are word characters' },
    { terms: ['a+b'], text: 'a b', found: 'a b', why: 'other punctuation in a term is a separator too' },
  ];

  it.each(cases)('$why: $terms in "$text" → $found', ({ terms, text, found }) => {
    expect(compileProfanityMatcher(terms)(text)).toBe(found);
  });

  it('stays fast on terms built to backtrack', () => {
    const match = compileProfanityMatcher(['*a*a*a*a*a*b', 'a*a*a*a*a*b*', '*a*b']);
    const started = performance.now();
    expect(match('a'.repeat(20_000))).toBeNull();
    expect(match('a '.repeat(10_000))).toBeNull();
    // Generous: a backtracking blow-up takes minutes, not seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

/**
 * A slow, obviously correct model of the documented semantics, for texts and terms made of a few
 * letters and separators: fold, then try every span of whole words with a textbook glob match.
 */
const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);
const modelFold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

type Token = { kind: 'char'; char: string } | { kind: 'star' } | { kind: 'gap' };

function modelTokens(term: string): Token[] {
  const raw: Token[] = [...modelFold(term)].map((char) =>
    char === '*' ? { kind: 'star' } : isWordChar(char) ? { kind: 'char', char } : { kind: 'gap' },
  );
  // Gaps next to a star or at either end mean nothing; repeated gaps or stars are one.
  return raw.filter((token, index) => {
    if (token.kind === 'char') return true;
    const previous = raw[index - 1];
    if (token.kind === 'star') return previous?.kind !== 'star';
    const before = raw.slice(0, index).findLast((t) => t.kind !== 'gap');
    const after = raw.slice(index + 1).find((t) => t.kind !== 'gap');
    return previous?.kind !== 'gap' && before?.kind === 'char' && after?.kind === 'char';
  });
}

/** Whether tokens match all of text: star = letters/digits, gap = non-letters/digits, each possibly empty. */
function globMatches(tokens: Token[], text: string): boolean {
  const chars = [...text];
  let reachable = new Set([0]);
  for (const token of tokens) {
    const next = new Set<number>();
    for (const start of reachable) {
      if (token.kind === 'char') {
        if (chars[start] === token.char) next.add(start + 1);
        continue;
      }
      const fits = token.kind === 'star' ? isWordChar : (char: string) => !isWordChar(char);
      next.add(start);
      for (let end = start; end < chars.length && fits(chars[end]!); end++) next.add(end + 1);
    }
    reachable = next;
  }
  return reachable.has(chars.length);
}

function modelFinds(terms: string[], text: string): boolean {
  const chars = [...modelFold(text)];
  const joined = chars.filter(isWordChar).join('');
  return terms.some((term) => {
    const tokens = modelTokens(term);
    if (!tokens.some((token) => token.kind === 'char')) return false;
    for (let start = 0; start < chars.length; start++) {
      if (start > 0 && isWordChar(chars[start - 1]!)) continue;
      for (let end = start + 1; end <= chars.length; end++) {
        if (end < chars.length && isWordChar(chars[end]!)) continue;
        if (globMatches(tokens, chars.slice(start, end).join(''))) return true;
      }
    }
    return globMatches(
      tokens.filter((token) => token.kind !== 'gap'),
      joined,
    );
  });
}

describe('compileProfanityMatcher: properties', () => {
  const termArb = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '*', ' ', '-'), minLength: 1, maxLength: 8 });
  const textArb = fc.string({
    unit: fc.constantFrom('a', 'b', 'c', 'B', 'á', 'c\u0327', ' ', '-', '_', '.'),
    maxLength: 16,
  });

  it('agrees with a slow model of the documented rules', () => {
    fc.assert(
      fc.property(fc.array(termArb, { minLength: 1, maxLength: 3 }), textArb, (terms, text) => {
        const found = compileProfanityMatcher(terms)(text);
        expect(found !== null).toBe(modelFinds(terms, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reports a piece of the text that is itself offending', () => {
    fc.assert(
      fc.property(fc.array(termArb, { minLength: 1, maxLength: 3 }), textArb, (terms, text) => {
        const match = compileProfanityMatcher(terms);
        const found = match(text);
        if (found === null) return;
        expect(text).toContain(found);
        expect(match(found)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  // Clean words use letters a–m, terms n–z, so no clean word (or joined run) can contain a term.
  const cleanWord = fc.string({ unit: fc.constantFrom(...'abcdefghijklm'), minLength: 1, maxLength: 8 });
  const termWord = fc.string({ unit: fc.constantFrom(...'nopqrstuvwxyz'), minLength: 1, maxLength: 8 });
  const separator = fc.constantFrom(' ', ', ', '-', '_', '! ', '\n');
  const sentence = fc.array(fc.tuple(cleanWord, separator), { maxLength: 6 }).map((pairs) => pairs.flat().join(''));
  const disguise = (word: string, choices: boolean[]) =>
    [...word]
      .map((char, index) => {
        const choice = choices[index % choices.length] ?? false;
        return choice ? `${char.toUpperCase()}\u0301` : char;
      })
      .join('');

  it('finds a term inside any sentence of clean words, as written, whatever its case and accents', () => {
    fc.assert(
      fc.property(
        sentence,
        termWord,
        sentence,
        fc.array(fc.boolean(), { minLength: 1 }),
        (before, term, after, choices) => {
          const written = disguise(term, choices);
          expect(compileProfanityMatcher([term])(`${before} ${written} ${after}`)).toBe(written);
        },
      ),
    );
  });

  it('finds a wildcard term inside a longer word', () => {
    fc.assert(
      fc.property(sentence, cleanWord, termWord, cleanWord, (before, prefix, term, suffix) => {
        const word = `${prefix}${term}${suffix}`;
        expect(compileProfanityMatcher([`*${term}*`])(`${before} ${word}.`)).toBe(word);
        expect(compileProfanityMatcher([`${term}*`])(`${before} ${term}${suffix}.`)).toBe(`${term}${suffix}`);
        expect(compileProfanityMatcher([`*${term}`])(`${before} ${prefix}${term}.`)).toBe(`${prefix}${term}`);
      }),
    );
  });

  it('never matches a text with no term letters in it', () => {
    const wildcardTerm = fc
      .tuple(fc.boolean(), termWord, fc.boolean())
      .map(([lead, word, trail]) => `${lead ? '*' : ''}${word}${trail ? '*' : ''}`);
    fc.assert(
      fc.property(fc.array(wildcardTerm, { minLength: 1, maxLength: 5 }), sentence, (terms, text) => {
        expect(compileProfanityMatcher(terms)(text)).toBeNull();
      }),
    );
  });
});
