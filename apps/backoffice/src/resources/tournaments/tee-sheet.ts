import type { TeeSheet } from '@golf/contracts';

export interface TeeTimeChoice {
  tee_time: string;
  players: number;
}

/**
 * The tee times a player can be moved to in a round: every time on the interval inside the window
 * (existing groups and empty ones), except the player's own and those already full. The server
 * checks the same rules (6032–6034); this only keeps the menu honest.
 */
export function teeTimeChoices(
  sheet: TeeSheet,
  userId: number,
  rules: { intervalMinutes: number; groupSize: number },
): TeeTimeChoice[] {
  const start = new Date(sheet.window_start).getTime();
  const end = new Date(sheet.window_end).getTime();
  const step = rules.intervalMinutes * 60_000;
  if (step <= 0) return [];
  const counts = new Map(sheet.groups.map((group) => [new Date(group.tee_time).getTime(), group.players]));
  const choices: TeeTimeChoice[] = [];
  for (let at = start; at < end; at += step) {
    const players = counts.get(at) ?? [];
    if (players.some((player) => player.user_id === userId) || players.length >= rules.groupSize) continue;
    choices.push({ tee_time: new Date(at).toISOString(), players: players.length });
  }
  return choices;
}

/** The players of other groups, whom a player can swap tee times with. */
export function swapChoices(sheet: TeeSheet, userId: number) {
  const own = sheet.groups.find((group) => group.players.some((player) => player.user_id === userId));
  return sheet.groups
    .filter((group) => group !== own)
    .flatMap((group) => group.players.map((player) => ({ ...player, tee_time: group.tee_time })));
}

/** Whether the round's tee sheet may still change: before its start. */
export const teeSheetEditable = (sheet: TeeSheet, now: Date) => now < new Date(sheet.window_start);
