import { API_PROTOCOL_VERSION } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export interface ServerVersion {
  /** Protocol version string, compared with the client's (spec section 9: 1-0-5). */
  api: string;
  build: { version: string; commit: string | null; built_at: string };
}

export function fetchServerVersion(signal?: AbortSignal): Promise<ServerVersion> {
  return apiGet<ServerVersion>('/protocol/version', { signal });
}

/** The client and server must speak the same protocol version, exactly. */
export function isProtocolCompatible(serverApi: string, clientApi: string = API_PROTOCOL_VERSION): boolean {
  return serverApi.trim() === clientApi;
}
