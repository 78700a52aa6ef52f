import type { ViewId } from '../../app/views';

/**
 * The game menu in the spec's order. An entry with a view opens that view inside the game
 * environment; the others belong to features not built yet and open a notice instead.
 */
export const gameMenuEntries = [
  { id: 'playOffline' },
  { id: 'settings' },
  { id: 'exitGame' },
  { id: 'quickRound' },
  { id: 'events' },
  { id: 'games' },
  { id: 'clubs' },
  { id: 'profile', view: 'profile' },
  { id: 'friends' },
  { id: 'logout', view: 'logout' },
  { id: 'faq' },
  { id: 'giveFeedback' },
  { id: 'exitKiosk' },
  { id: 'visitStore', view: 'store' },
] as const satisfies readonly { id: string; view?: ViewId }[];

export type GameMenuEntryId = (typeof gameMenuEntries)[number]['id'];
