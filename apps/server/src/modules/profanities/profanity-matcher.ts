/**
 * The profanity matcher: pure, no I/O. The service compiles the stored search terms once and reuses
 * the result until the terms change.
 *
 * How a term matches a text:
 * - Case and accents do not count. Text and terms are both folded: NFKD, combining marks removed,
 *   lower case, plus a few letters NFKD leaves alone (ß→ss, æ→ae, œ→oe, ø→o, ł→l, đ→d, ı→i, ς→σ).
 *   So "Dárn", "DARN" and "darn" are the same word.
 * - Words are runs of letters and digits. Anything else separates them, so "bad_word-x" has the
 *   words bad, word and x.
 * - A term without `*` must equal a whole word: "darn" matches "oh darn!" but not "darned".
 * - `*` stands for any run of letters and digits, including none: "darn*" matches "darned",
 *   "*darn" matches "goddarn", "*darn*" matches any word containing darn. A `*` never reaches past
 *   the word it is in.
 * - Spaces, `-` and `_` inside a term stand for any separators, or none: "bad word" matches
 *   "bad word", "bad-word", "bad, word" and "badword".
 * - The whole text is also checked as one word, with every separator removed. That catches
 *   spelled-out dodges: "d-a-r-n" matches "darn", "b_a_d_ass" matches "*bad*". The price: a term
 *   with `*` on both sides also matches across words ("tuba dog" contains "bad" once joined), so
 *   such terms are best kept for strings that are rare in clean text.
 * The result is the offending word as written in the text (its case and accents kept): the whole
 * word (or phrase) for a word match, and the stretch of text from the first to the last character of
 * the term for a joined-text match ("b_a_d" in "so b_a_d_ass"). Null when nothing matches.
 */

/** Finds the first offending word in a text, or null. */
export type ProfanityMatcher = (text: string) => string | null;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const COMBINING_MARKS = /\p{M}/gu;
const WORD_CHAR = '[\\p{L}\\p{N}]';
const SEPARATOR_RUN = '[^\\p{L}\\p{N}]*';
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ς: 'σ',
};

/** One character folded for comparison: may become several characters, or none (a combining mark). */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  const folded = char.normalize('NFKD').toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '');
  let out = '';
  for (const c of folded) out += EXTRA_FOLDS[c] ?? c;
  return out;
}

/** The whole string folded, without position tracking (for terms). */
function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/**
 * A text folded, with the span of the original text each folded UTF-16 unit came from, so a match
 * in the folded text can be reported as written. Combining marks join the character before them.
 */
interface FoldedText {
  text: string;
  from: number[];
  to: number[];
}

function foldWithPositions(text: string): FoldedText {
  const result: FoldedText = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    const folded = foldChar(char);
    if (folded === '') {
      const last = result.to.length - 1;
      if (last >= 0 && result.to[last] === index) result.to[last] = end;
    }
    result.text += folded;
    for (let unit = 0; unit < folded.length; unit++) {
      result.from.push(index);
      result.to.push(end);
    }
    index = end;
  }
  return result;
}

/** The folded text with every separator removed: the whole text as one word. */
function joinWords(folded: FoldedText): FoldedText {
  const result: FoldedText = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of folded.text) {
    if (LETTER_OR_DIGIT.test(char)) {
      result.text += char;
      for (let unit = index; unit < index + char.length; unit++) {
        result.from.push(folded.from[unit]!);
        result.to.push(folded.to[unit]!);
      }
    }
    index += char.length;
  }
  return result;
}

/** The original text behind folded[start, end). */
function written(original: string, folded: FoldedText, start: number, end: number): string {
  return original.slice(folded.from[start], folded.to[end - 1]);
}

/** A term broken into literal segments between its stars; each segment is words and gaps. */
interface ParsedTerm {
  leadingStar: boolean;
  trailingStar: boolean;
  /** Each segment alternates literal text and gaps ('' entries stand for a gap), never empty. */
  segments: string[][];
}

function parseTerm(term: string): ParsedTerm | null {
  const tokens = fold(term).match(/[\p{L}\p{N}]+|\*+|[^\p{L}\p{N}*]+/gu) ?? [];
  const segments: string[][] = [[]];
  let leadingStar = false;
  let trailingStar = false;
  for (const token of tokens) {
    const current = segments[segments.length - 1]!;
    if (token.startsWith('*')) {
      if (segments.length === 1 && current.length === 0) leadingStar = true;
      trailingStar = true;
      if (current.length > 0) segments.push([]);
    } else {
      if (LETTER_OR_DIGIT.test(token)) {
        trailingStar = false;
        current.push(token);
      } else if (current.length > 0) current.push('');
    }
  }
  // Gaps at a segment's edge (next to a star or the term's ends) mean nothing.
  const cleaned = segments
    .map((segment) => {
      const copy = [...segment];
      while (copy.at(-1) === '') copy.pop();
      return copy;
    })
    .filter((segment) => segment.length > 0);
  return cleaned.length > 0 ? { leadingStar, trailingStar, segments: cleaned } : null;
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

type Mode = 'words' | 'joined';

interface TermPattern {
  source: string;
  /** Tried only at a word start (joined: the start of the text); otherwise anywhere. */
  anchored: boolean;
  /** Must end at a word end (joined: the end of the text): no trailing star. */
  ended: boolean;
  /** Joined mode, anchored with a leading star: the group holding the text before the term. */
  prefixGroup?: string;
}

/**
 * The pattern for one term. It matches the term's core, from its first to its last letter; the
 * caller widens a word match to whole words. A term with a leading star and no inner star floats:
 * the engine finds its core anywhere, skipping quickly over text that cannot match. Every other term
 * is anchored at word starts (joined: the start of the text) and tried once there.
 *
 * Wildcards are kept safe from runaway backtracking: a segment after a star, with more pattern after
 * it (and no gap), is found at its earliest position and held there (a lookahead capture consumed through a
 * backreference, JavaScript's stand-in for an atomic group). The earliest position is always the
 * best one for what follows, so nothing is lost, and only the wildcard before the last segment can
 * backtrack: each attempt costs linear time.
 */
function termPattern(term: ParsedTerm, mode: Mode, name: () => string): TermPattern {
  const segmentSource = (segment: string[]) =>
    segment.map((part) => (part === '' ? (mode === 'words' ? SEPARATOR_RUN : '') : escapeRegExp(part))).join('');
  const anchored = !term.leadingStar || term.segments.length > 1;
  let prefixGroup: string | undefined;
  const pieces = term.segments.map((segment, index) => {
    const body = segmentSource(segment);
    if (index === 0 && (!term.leadingStar || !anchored)) return body;
    const group = index === 0 && mode === 'joined' ? name() : undefined;
    if (group) prefixGroup = group;
    // Holding is only sound for a segment inside one word: one with a gap may end in this word or the
    // next depending on where it starts, so it keeps ordinary (lazy) backtracking.
    const holdable = mode === 'joined' || segment.length === 1;
    if (index === term.segments.length - 1 || !holdable) {
      return group ? `(?<${group}>${WORD_CHAR}*?)${body}` : `${WORD_CHAR}*?${body}`;
    }
    const held = group ?? name();
    return `(?=(?<${held}>${WORD_CHAR}*?)${body})\\k<${held}>${body}`;
  });
  return { source: pieces.join(''), anchored, ended: !term.trailingStar, prefixGroup };
}

/**
 * One regular expression for all terms. Terms are grouped by their anchors, and each group shares
 * one start and one end check: a check repeated in every alternative would stop the engine from
 * skipping quickly through the text.
 */
function buildRegExp(terms: ParsedTerm[], mode: Mode, name: () => string) {
  const patterns = terms.map((term) => termPattern(term, mode, name));
  const [start, end] = mode === 'words' ? [`(?<!${WORD_CHAR})`, `(?!${WORD_CHAR})`] : ['^', '$'];
  const alternatives: string[] = [];
  for (const anchored of [true, false]) {
    for (const ended of [true, false]) {
      const group = patterns.filter((pattern) => pattern.anchored === anchored && pattern.ended === ended);
      if (group.length === 0) continue;
      const sources = group.map((pattern) => pattern.source).join('|');
      alternatives.push(`${anchored ? start : ''}(?:${sources})${ended ? end : ''}`);
    }
  }
  return {
    regExp: new RegExp(alternatives.join('|'), 'u'),
    prefixGroups: patterns.flatMap((pattern) => (pattern.prefixGroup ? [pattern.prefixGroup] : [])),
  };
}

/** The code point that ends just before index (a surrogate pair counts as one). */
function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const high = text.charCodeAt(index - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** A match in the folded text widened to the whole words it touches. */
function widenToWords(text: string, start: number, end: number): [number, number] {
  while (start > 0) {
    const char = codePointBefore(text, start);
    if (!LETTER_OR_DIGIT.test(char)) break;
    start -= char.length;
  }
  while (end < text.length) {
    const char = String.fromCodePoint(text.codePointAt(end) ?? 0);
    if (!LETTER_OR_DIGIT.test(char)) break;
    end += char.length;
  }
  return [start, end];
}

/**
 * Compiles search terms into a matcher (semantics above). Terms with no letter or digit are ignored.
 * The regular expressions are built here, once; calling the matcher builds none.
 */
export function compileProfanityMatcher(terms: readonly string[]): ProfanityMatcher {
  const parsed = terms.map(parseTerm).filter((term): term is ParsedTerm => term !== null);
  if (parsed.length === 0) return () => null;

  let groupCount = 0;
  const name = () => `g${groupCount++}`;
  const words = buildRegExp(parsed, 'words', name);
  const joined = buildRegExp(parsed, 'joined', name);

  return (text) => {
    const folded = foldWithPositions(text);
    const wordMatch = words.regExp.exec(folded.text);
    if (wordMatch) {
      const [start, end] = widenToWords(folded.text, wordMatch.index, wordMatch.index + wordMatch[0].length);
      return written(text, folded, start, end);
    }
    const letters = joinWords(folded);
    const match = joined.regExp.exec(letters.text);
    if (!match) return null;
    // An anchored term with a leading star consumed the letters before it; they are not part of the word.
    const prefix = joined.prefixGroups.map((group) => match.groups?.[group]).find((value) => value !== undefined);
    return written(text, letters, match.index + (prefix?.length ?? 0), match.index + match[0].length);
  };
}
