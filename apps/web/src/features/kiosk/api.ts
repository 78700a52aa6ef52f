import { apiSend } from '../../lib/api';

export interface KioskCredentials {
  email: string;
  password: string;
}

/** The server confirms an administrator's credentials (204) or answers a catalogue error; no session is opened. */
export const confirmKioskStart = (credentials: KioskCredentials) => apiSend<void>('POST', '/kiosk/start', credentials);

export const confirmKioskExit = (credentials: KioskCredentials) => apiSend<void>('POST', '/kiosk/exit', credentials);
