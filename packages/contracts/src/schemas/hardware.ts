/** Hardware devices (back-office, manage-hardware) and the rule that matches a player's device to one. */
import { z } from 'zod';

export const HARDWARE_VERSION_MAX = 100;

const hardwareVersion = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(HARDWARE_VERSION_MAX)
  .describe('The hardware_version a game identifier reports for this device; unique in any letter case');

export const hardwareDeviceBodySchema = z.object({
  title: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  hardware_version: hardwareVersion,
});
export type HardwareDeviceRequest = z.input<typeof hardwareDeviceBodySchema>;

export const hardwareDevicePatchBodySchema = hardwareDeviceBodySchema.partial();
export type HardwareDevicePatchRequest = z.input<typeof hardwareDevicePatchBodySchema>;

export const hardwareDeviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  hardware_version: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HardwareDevice = z.output<typeof hardwareDeviceSchema>;

/**
 * The matching rule (docs/decisions/0047): a game identifier is the device whose hardware_version
 * equals the one the identifier reports, ignoring surrounding spaces and letter case.
 */
export const hardwareVersionKey = (version: string): string => version.trim().toLowerCase();

export function matchHardwareDevice<T extends { hardware_version: string }>(
  identifier: { hardware_version: string },
  devices: readonly T[],
): T | undefined {
  const key = hardwareVersionKey(identifier.hardware_version);
  return devices.find((device) => hardwareVersionKey(device.hardware_version) === key);
}
