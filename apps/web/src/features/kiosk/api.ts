import type { KioskCredentialsRequest } from '@golf/contracts';
import { apiSend } from '../../lib/api';

/** The server confirms an administrator's credentials (204) or answers a catalogue error; no session is opened. */
export const confirmKioskStart = (credentials: KioskCredentialsRequest) =>
  apiSend<void>('POST', '/kiosk/start', credentials);

export const confirmKioskExit = (credentials: KioskCredentialsRequest) =>
  apiSend<void>('POST', '/kiosk/exit', credentials);

/** Makes the signed-in session a kiosk session (a player signed in on a locked device); only an exit undoes it. */
export const lockKioskSession = () => apiSend<void>('POST', '/kiosk/lock');
