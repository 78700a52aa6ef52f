import type { ViewId } from '../../app/views';

/** What an entry does beyond opening a view. */
export type GameMenuAction = 'settings' | 'quickRound' | 'exitKiosk';

interface GameMenuEntry {
  id: string;
  /** Opens this view inside the game environment. */
  view?: ViewId;
  /** Opens this screen, which is not one of the spec's views (a path in the environment). */
  screen?: string;
  /** Runs this action (a dialog, or a round made and opened for the player). */
  action?: GameMenuAction;
  /** Shown in kiosk mode (a play screen, or how players sign out); the rest is hidden there. */
  kiosk?: true;
  /** Only in kiosk mode. */
  kioskOnly?: true;
}

/**
 * The game menu in the spec's order. Entries with no view, screen or action belong to
 * features not built yet and open a notice saying so.
 */
export const gameMenuEntries = [
  { id: 'playOffline', screen: 'rounds/offline', kiosk: true },
  { id: 'settings', action: 'settings', kiosk: true },
  { id: 'exitGame' },
  { id: 'quickRound', action: 'quickRound', kiosk: true },
  { id: 'events' },
  { id: 'games', view: 'rounds', kiosk: true },
  { id: 'clubs' },
  { id: 'profile', view: 'profile' },
  { id: 'friends' },
  { id: 'logout', view: 'logout', kiosk: true },
  { id: 'faq', screen: 'faq' },
  { id: 'giveFeedback' },
  { id: 'exitKiosk', action: 'exitKiosk', kiosk: true, kioskOnly: true },
  { id: 'visitStore', view: 'store' },
] as const satisfies readonly GameMenuEntry[];

export type GameMenuEntryId = (typeof gameMenuEntries)[number]['id'];

/** The entries shown: in kiosk mode only play and sign-out; otherwise everything but "exit kiosk". */
export function visibleGameMenuEntries(kiosk: boolean) {
  return gameMenuEntries.filter((entry: GameMenuEntry) => (kiosk ? entry.kiosk === true : entry.kioskOnly !== true));
}
