import { enums, type LaunchMonitor } from '@golf/contracts';
import type { SharedState } from '../../../cluster/shared-state';
import type { Club } from './open-connect';

/** A connection as every node sees it: the API's view, and the player it is paired with. */
export interface MonitorRecord extends LaunchMonitor {
  user_id: number | null;
}

/** The player's side of the connector: the club chosen in the game and the next shot's distance. */
export interface MonitorPlayer {
  club: Club;
  distanceToTargetCm: number | null;
}

/** A record lives this long unless its node renews it (every REFRESH_MS): a node that dies leaves no ghosts for long. */
export const CONNECTION_TTL_MS = 3 * 60 * 1000;
export const REFRESH_MS = 60 * 1000;
/** The chosen club outlives a reconnection and a round; a day of not playing resets it to the driver. */
const PLAYER_TTL_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_PLAYER: MonitorPlayer = { club: enums.club.driver, distanceToTargetCm: null };

/**
 * The connections of every node, and each player's club, in the shared state (decision 0056). The
 * node that holds a connection writes its record; any node reads them (status, the unpaired
 * connectors of an address) and may pair or unpair one, telling the holder over the cluster bus.
 */
export function createMonitorRegistry(state: SharedState) {
  const recordKey = (id: string) => `lm:conn:${id}`;
  const ofUserKey = (userId: number) => `lm:user-conns:${userId}`;
  const ofAddressKey = (address: string) => `lm:address-conns:${address}`;

  /** The records of a set; members whose record is gone (or fails `keep`) are dropped from it. */
  async function list(setKey: string, keep: (record: MonitorRecord) => boolean, select: (r: MonitorRecord) => boolean) {
    const ids = await state.members(setKey);
    const records = await Promise.all(ids.map((id) => state.get<MonitorRecord>(recordKey(id))));
    const result: MonitorRecord[] = [];
    await Promise.all(
      records.map(async (record, i) => {
        if (!record || !keep(record)) return state.removeMember(setKey, ids[i]!);
        if (select(record)) result.push(record);
      }),
    );
    return result.sort((a, b) => a.connected_at.localeCompare(b.connected_at) || a.id.localeCompare(b.id));
  }

  return {
    async put(record: MonitorRecord) {
      await state.set(recordKey(record.id), record, CONNECTION_TTL_MS);
      await state.addMember(ofAddressKey(record.address), record.id, CONNECTION_TTL_MS);
      if (record.user_id !== null) await state.addMember(ofUserKey(record.user_id), record.id, CONNECTION_TTL_MS);
    },
    get: (id: string) => state.get<MonitorRecord>(recordKey(id)),
    async remove(record: MonitorRecord) {
      await state.delete(recordKey(record.id));
      await state.removeMember(ofAddressKey(record.address), record.id);
      if (record.user_id !== null) await state.removeMember(ofUserKey(record.user_id), record.id);
    },
    /** The player's connectors, on any node. */
    ofUser: (userId: number) =>
      list(
        ofUserKey(userId),
        (r) => r.user_id === userId,
        () => true,
      ),
    /** Unpaired connectors that connected from the address, on any node. */
    unboundFrom: (address: string) =>
      list(
        ofAddressKey(address),
        (r) => r.address === address,
        (r) => r.user_id === null,
      ),
    async player(userId: number): Promise<MonitorPlayer> {
      return (await state.get<MonitorPlayer>(`lm:player:${userId}`)) ?? DEFAULT_PLAYER;
    },
    async setPlayer(userId: number, player: MonitorPlayer) {
      await state.set(`lm:player:${userId}`, player, PLAYER_TTL_MS);
    },
  };
}

export type MonitorRegistry = ReturnType<typeof createMonitorRegistry>;
