import type { GameIdentifier, GameIdentifierRequest } from '@golf/contracts';
import { apiSend } from '../../lib/api';

/** Registers (or refreshes, by uuid) a game installation of the signed-in player; kiosk sessions may too. */
export function registerGameIdentifier(identity: GameIdentifierRequest): Promise<GameIdentifier> {
  return apiSend<GameIdentifier>('POST', '/users/me/game-identifiers', identity);
}
