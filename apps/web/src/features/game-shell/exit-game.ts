import { pathInEnvironment } from '../../app/environment';
import { gameShell, type GameShellBridge } from './bridge';

/**
 * Exit game (game menu, spec section 2): the game shell closes the game and itself; in a plain
 * browser there is nothing to close, so the player leaves the game environment for the web app.
 * Rejects with the shell's GameShellError when it refuses.
 */
export async function exitGame(
  leave: (path: string) => void,
  shell: Promise<GameShellBridge | null> = gameShell(),
): Promise<'closed' | 'left'> {
  const bridge = await shell;
  if (bridge) {
    await bridge.exit();
    return 'closed';
  }
  leave(pathInEnvironment('web', ''));
  return 'left';
}
