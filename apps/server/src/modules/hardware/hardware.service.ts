import type { z } from 'zod';
import type { hardwareDeviceBodySchema, hardwareDevicePatchBodySchema } from '@golf/contracts';
import type { Database, Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import {
  createHardwareRepository,
  hardwareListSpec,
  VERSION_TAKEN,
  type HardwareDeviceRow,
  type HardwareRepository,
} from './hardware.repository';

type Body = z.output<typeof hardwareDeviceBodySchema>;
type Patch = z.output<typeof hardwareDevicePatchBodySchema>;

export const presentHardwareDevice = (row: HardwareDeviceRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  hardware_version: row.hardwareVersion,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Hardware devices: staff add and edit them (never delete: rounds name them); players read the list.
 * Each staff write and its activity log entry commit together (docs/decisions/0059).
 */
export function createHardwareService(deps: { db: Database; activity: Pick<ActivityLog, 'record'> }) {
  const repository: HardwareRepository = createHardwareRepository(deps.db);
  const taken = (version: string) => new AppError('content.hardware_version_taken', { version });

  function inTransaction<T>(fn: (repo: HardwareRepository, tx: Tx) => Promise<T>): Promise<T> {
    return deps.db.transaction((tx) => fn(createHardwareRepository(tx as unknown as Database), tx));
  }

  const log = (
    tx: Tx,
    event: 'hardware_devices.created' | 'hardware_devices.updated',
    actor: StaffActor,
    before: HardwareDeviceRow | null,
    after: HardwareDeviceRow,
  ) =>
    recordStaffAction(
      deps.activity,
      {
        event,
        actorId: actor.id,
        request: actor.request,
        subject: { type: 'hardware_device', id: after.id },
        before: before && presentHardwareDevice(before),
        after: presentHardwareDevice(after),
      },
      tx,
    );

  async function get(id: number) {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return presentHardwareDevice(row);
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, hardwareListSpec));
      return { data: rows.map(presentHardwareDevice), meta: pageMeta(query, total) };
    },

    get,

    async create(body: Body, actor: StaffActor) {
      const row = await inTransaction(async (repo, tx) => {
        const created = await repo.create({
          title: body.title,
          description: body.description ?? null,
          hardwareVersion: body.hardware_version,
        });
        if (created === VERSION_TAKEN) throw taken(body.hardware_version);
        await log(tx, 'hardware_devices.created', actor, null, created);
        return created;
      });
      return presentHardwareDevice(row);
    },

    async update(id: number, patch: Patch, actor: StaffActor) {
      const row = await inTransaction(async (repo, tx) => {
        const before = await repo.get(id);
        if (!before) throw new AppError('general.not_found');
        // A taken version fails the statement, so nothing else runs in this transaction after it.
        const saved = await repo.update(id, {
          title: patch.title,
          description: patch.description,
          hardwareVersion: patch.hardware_version,
        });
        if (saved === VERSION_TAKEN) throw taken(patch.hardware_version ?? '');
        if (!saved) throw new AppError('general.not_found');
        await log(tx, 'hardware_devices.updated', actor, before, saved);
        return saved;
      });
      return presentHardwareDevice(row);
    },

    /**
     * The device a round may be restricted to, by the hardware_version a client sends (any letter
     * case); its own spelling is what the round stores. Unknown: content.unknown_hardware.
     */
    async resolveRestriction(version: string): Promise<string> {
      const device = await repository.byVersion(version);
      if (!device) throw new AppError('content.unknown_hardware', { version });
      return device.hardwareVersion;
    },
  };
}

export type HardwareService = ReturnType<typeof createHardwareService>;
