import type { ErrorKey } from '../errors';

/**
 * The English messages of the errors the apps raise or show themselves, with no API reply to carry
 * a message: the network and the server's data failing, the game shell's steps. Browsers bundle
 * these and load the other error messages with the screens that need them (decision 0075).
 */
export const clientErrorMessages = {
  'other.could_not_load_data': 'The data could not be loaded. Please try again.',
  'other.invalid_server_data': 'The server sent invalid data. Please restart the game.',
  'other.game_unreachable': 'Could not communicate with the game. You might be offline.',
  'game.download_failed': 'The download failed. Check the network connection and try again.',
  'game.unzip_failed':
    'The downloaded files could not be unpacked. Try again; the download is fetched again if it is damaged.',
  'game.setup_failed': 'The game setup did not finish. Try again, or restart the computer first.',
  'game.start_failed': 'The game could not be started. Try again.',
  'game.disk_full': 'There is not enough free disk space. Free some space and try again.',
  'game.shell_busy': 'The game is busy with another step. Wait for it to finish and try again.',
  'game.shell_unsupported': 'This version of the game client cannot do that. Install the latest game client.',
  'game.shell_timeout': 'The game client did not answer in time. Try again.',
} satisfies Partial<Record<ErrorKey, string>>;
