import type { ViewId } from '../../app/views';

/** What an entry does beyond opening a view. */
export type GameMenuAction = 'settings' | 'exitGame' | 'quickRound' | 'exitKiosk';

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

/** The game menu in the spec's order: each entry opens a view or a screen, or runs an action. */
export const gameMenuEntries = [
  { id: 'playOffline', screen: 'rounds/offline', kiosk: true },
  { id: 'settings', action: 'settings', kiosk: true },
  { id: 'exitGame', action: 'exitGame' },
  { id: 'quickRound', action: 'quickRound', kiosk: true },
  { id: 'events', view: 'tournaments' },
  { id: 'games', view: 'rounds', kiosk: true },
  { id: 'clubs', screen: 'clubs' },
  { id: 'profile', view: 'profile' },
  { id: 'friends', screen: 'friends' },
  { id: 'logout', view: 'logout', kiosk: true },
  { id: 'faq', screen: 'faq' },
  { id: 'giveFeedback', screen: 'feedback' },
  { id: 'exitKiosk', action: 'exitKiosk', kiosk: true, kioskOnly: true },
  { id: 'visitStore', view: 'store' },
] as const satisfies readonly GameMenuEntry[];

export type GameMenuEntryId = (typeof gameMenuEntries)[number]['id'];

/** The entries shown: in kiosk mode only play and sign-out; otherwise everything but "exit kiosk". */
export function visibleGameMenuEntries(kiosk: boolean) {
  return gameMenuEntries.filter((entry: GameMenuEntry) => (kiosk ? entry.kiosk === true : entry.kioskOnly !== true));
}
