import { enums, type Locale } from '@golf/contracts';
import { formatNumber } from '../../lib/format';
import type { MatchPlayHole, MatchStatus, ScorecardPlayer } from './api';

/** How a score to par is written: the `even` text ("E") and the UI language's numbers. */
export interface ToParText {
  even: string;
  locale: Locale;
}

/** A score to par as golfers write it: "E" (the `even` text), "+3", "-2" (Swedish "−2", with its minus sign). */
export function formatToPar(toPar: number, { even, locale }: ToParText): string {
  return toPar === 0 ? even : formatNumber(toPar, locale, { sign: true });
}

/** How a hole score is marked on the card: eagle or better, birdie, par, bogey, double bogey or worse. */
export type TermTone = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

const term = enums.scoring_term;
const tones: Record<number, TermTone> = {
  [term.condor]: 'eagle',
  [term.albatross]: 'eagle',
  [term.eagle]: 'eagle',
  [term.hole_in_one]: 'eagle',
  [term.birdie]: 'birdie',
  [term.par]: 'par',
  [term.bogey]: 'bogey',
  [term.double_bogey]: 'double',
  [term.triple_bogey]: 'double',
  [term.quadruple_bogey]: 'double',
};

/** The tone of a spec scoring_term; null for a hole not completed (or an unknown term). */
export function termTone(scoringTerm: number | null): TermTone | null {
  return scoringTerm === null ? null : (tones[scoringTerm] ?? null);
}

/** How a tone is marked around the score: a shape, drawn once or twice. */
export interface ToneMark {
  readonly shape: 'circle' | 'square' | 'none';
  readonly rings: 0 | 1 | 2;
  /** A Mantine colour. */
  readonly color: string;
}

/**
 * The marks of a paper scorecard: a circle for a birdie, a double circle for an eagle or better,
 * nothing for a par, a square for a bogey and a double square for a double bogey or worse; each
 * in its own colour too (gold, red, grey, blue, purple), so no two tones look alike by shape or
 * by colour alone.
 */
export const toneMarks: Record<TermTone, ToneMark> = {
  eagle: { shape: 'circle', rings: 2, color: 'yellow' },
  birdie: { shape: 'circle', rings: 1, color: 'red' },
  par: { shape: 'none', rings: 0, color: 'gray' },
  bogey: { shape: 'square', rings: 1, color: 'blue' },
  double: { shape: 'square', rings: 2, color: 'grape' },
};

/** The tones from best to worst, as the legend lists them. */
export const termTones: readonly TermTone[] = ['eagle', 'birdie', 'par', 'bogey', 'double'];

/** Mantine colours for the tones (the statistics' scoring chart uses them too). */
export const toneColors = Object.fromEntries(termTones.map((tone) => [tone, toneMarks[tone].color])) as Record<
  TermTone,
  string
>;

export type StrokePlayColumn = { kind: 'hole'; index: number } | { kind: 'out' } | { kind: 'in' } | { kind: 'total' };

/**
 * The columns of a stroke play card: the holes in playing order, "Out" after the last hole of the
 * front nine and "In" after the last of the back nine when the round has both, then "Total".
 */
export function strokePlayColumns(holes: readonly { holeNumber: number }[]): StrokePlayColumn[] {
  const lastFront = holes.findLastIndex((hole) => hole.holeNumber <= 9);
  const lastBack = holes.findLastIndex((hole) => hole.holeNumber >= 10);
  const both = lastFront >= 0 && lastBack >= 0;
  const columns: StrokePlayColumn[] = [];
  holes.forEach((_, index) => {
    columns.push({ kind: 'hole', index });
    if (both && index === lastFront) columns.push({ kind: 'out' });
    if (both && index === lastBack) columns.push({ kind: 'in' });
  });
  columns.push({ kind: 'total' });
  return columns;
}

/** Width of the name column, and of each score column (a two-digit chip and the cell padding), in px. */
export const STROKE_PLAY_NAME_WIDTH = 140;
export const STROKE_PLAY_COLUMN_WIDTH = 44;

/**
 * The width below which a stroke play card scrolls sideways instead of squeezing its columns: every
 * column keeps room for its score (squeezed, a score chip would shrink to a blank coloured dot).
 */
export function strokePlayMinWidth(columnCount: number): number {
  return STROKE_PLAY_NAME_WIDTH + columnCount * STROKE_PLAY_COLUMN_WIDTH;
}

/**
 * Badge styles for a chip that holds a number or a short word in a table cell: Mantine's badge
 * label clips with an ellipsis, so a squeezed column would show the chip without its text.
 */
export const unclippedBadgeStyles = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A hole of a match from one player's side. */
export function holeOutcomeFor(hole: MatchPlayHole, playerId: string): 'won' | 'lost' | 'halved' | null {
  if (hole.outcome === 'undecided') return null;
  if (hole.outcome === 'halved') return 'halved';
  return hole.winner === playerId ? 'won' : 'lost';
}

/**
 * What a player's cell on a match play hole shows, on the Scorecard dialog and the play screen's
 * live card alike: the net score when they holed out; 'picked_up' when the hole went against them
 * without a score (they picked up, or the opponent was awarded it) or was halved with both picked
 * up; null when there is no score to show (the hole awarded to them, or still being played).
 */
export function matchHoleScore(hole: MatchPlayHole, index: 0 | 1, playerId: string): number | 'picked_up' | null {
  const net = hole.net[index] ?? null;
  if (net !== null) return net;
  const outcome = holeOutcomeFor(hole, playerId);
  return outcome === 'lost' || outcome === 'halved' ? 'picked_up' : null;
}

/** The catalogue key under scorecard.match.status for a match status. */
export function matchStatusKey(status: Pick<MatchStatus, 'kind'>): string {
  const keys: Record<MatchStatus['kind'], string> = {
    all_square: 'allSquare',
    up: 'up',
    dormie: 'dormie',
    extra_holes: 'extraHoles',
    won: 'won',
    conceded: 'conceded',
    halved: 'halved',
  };
  return keys[status.kind];
}

/**
 * The score of a finished match: "3 & 2" (won with holes to spare) or "1 up" (won on the last
 * hole); null when there is none to write (halved, conceded, still playing).
 */
export function matchScore(status: {
  kind: string;
  margin: number;
  holesRemaining: number;
}): { key: 'andRemaining' | 'up'; margin: number; remaining: number } | null {
  if (status.kind !== 'won') return null;
  return {
    key: status.holesRemaining > 0 ? 'andRemaining' : 'up',
    margin: status.margin,
    remaining: status.holesRemaining,
  };
}

/** A player's display name on the card, the id when the player is unknown. */
export function playerName(players: readonly ScorecardPlayer[], id: string | null): string {
  if (id === null) return '';
  return players.find((player) => player.id === id)?.display_name ?? id;
}

/** The handicap strokes a card applies (negative: given back): fewer than the playing handicap on part of a course. */
export const strokesOnCard = (player: { holes: readonly { strokesReceived: number }[] }) =>
  player.holes.reduce((sum, hole) => sum + hole.strokesReceived, 0);
