import type { LaunchMonitor, LaunchMonitorClubRequest, LaunchMonitorStatus, Pairing } from '@golf/contracts';
import { apiGet, apiSend } from '../../lib/api';

export type { LaunchMonitor, LaunchMonitorStatus, Pairing } from '@golf/contracts';

export const launchMonitorKeys = {
  all: ['launch-monitor'] as const,
  status: () => ['launch-monitor', 'status'] as const,
  connections: () => ['launch-monitor', 'connections'] as const,
};

export function fetchLaunchMonitorStatus(signal?: AbortSignal): Promise<LaunchMonitorStatus> {
  return apiGet<LaunchMonitorStatus>('/launch-monitor/status', { signal });
}

export function fetchUnpairedConnections(signal?: AbortSignal): Promise<LaunchMonitor[]> {
  return apiGet<LaunchMonitor[]>('/launch-monitor/connections', { signal });
}

export function createPairing(): Promise<Pairing> {
  return apiSend<Pairing>('POST', '/launch-monitor/pairings');
}

export function claimConnection(id: string): Promise<LaunchMonitorStatus> {
  return apiSend<LaunchMonitorStatus>('POST', `/launch-monitor/connections/${encodeURIComponent(id)}/claim`);
}

export function unpairLaunchMonitor(): Promise<LaunchMonitorStatus> {
  return apiSend<LaunchMonitorStatus>('DELETE', '/launch-monitor/pairing');
}

/** Tells the paired connectors the club selected in the game and, when known, the cm to the pin. */
export function setLaunchMonitorClub(club: number, distanceToTarget?: number | null): Promise<LaunchMonitorStatus> {
  const body: LaunchMonitorClubRequest = {
    club,
    ...(distanceToTarget === undefined ? {} : { distance_to_target: distanceToTarget }),
  };
  return apiSend<LaunchMonitorStatus>('PUT', '/launch-monitor/club', body);
}

/** The cm to the pin as the server accepts it (a whole number, 0 to 10 km), or null when unknown. */
export function toTargetCm(distance: number | null | undefined): number | null {
  if (distance == null || !Number.isFinite(distance)) return null;
  return Math.min(1_000_000, Math.max(0, Math.round(distance)));
}

/** Whole seconds until a pairing code expires (never negative). */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** "m:ss" for a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
