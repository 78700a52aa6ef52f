import type { Database } from '../client';
import { hardwareDevices } from '../schema';

/** Demo hardware devices: fictional simulator models, matched by the hardware_version the game reports. */
export const demoHardwareDevices = [
  {
    title: 'Fairway Pro Simulator',
    description: 'A full simulator bay with an overhead camera launch monitor.',
    hardwareVersion: 'FPS-1',
  },
  {
    title: 'Garage Launch Monitor',
    description: 'A portable radar launch monitor for home practice.',
    hardwareVersion: 'GLM-2',
  },
] as const;

/** Adds the missing demo devices (by hardware_version); ones staff changed are left as they are. */
export async function seedHardwareDevices(db: Database): Promise<void> {
  await db
    .insert(hardwareDevices)
    .values(demoHardwareDevices.map((device) => ({ ...device })))
    .onConflictDoNothing();
}
