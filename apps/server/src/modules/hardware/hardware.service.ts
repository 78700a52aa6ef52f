import type { z } from 'zod';
import type { hardwareDeviceBodySchema, hardwareDevicePatchBodySchema } from '@golf/contracts';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import {
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

/** Hardware devices: staff add and edit them (never delete: rounds name them); players read the list. */
export function createHardwareService(repository: HardwareRepository) {
  const taken = (version: string) => new AppError('content.hardware_version_taken', { version });

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

    async create(body: Body) {
      const row = await repository.create({
        title: body.title,
        description: body.description ?? null,
        hardwareVersion: body.hardware_version,
      });
      if (row === VERSION_TAKEN) throw taken(body.hardware_version);
      return presentHardwareDevice(row);
    },

    async update(id: number, patch: Patch) {
      const row = await repository.update(id, {
        title: patch.title,
        description: patch.description,
        hardwareVersion: patch.hardware_version,
      });
      if (row === VERSION_TAKEN) throw taken(patch.hardware_version ?? '');
      if (!row) throw new AppError('general.not_found');
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
