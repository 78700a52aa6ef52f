import { API_PROTOCOL_VERSION, type ServerVersion } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export function fetchServerVersion(signal?: AbortSignal): Promise<ServerVersion> {
  return apiGet<ServerVersion>('/protocol/version', { signal });
}

/** The client and server must speak the same protocol version, exactly. */
export function isProtocolCompatible(serverApi: string, clientApi: string = API_PROTOCOL_VERSION): boolean {
  return serverApi.trim() === clientApi;
}
