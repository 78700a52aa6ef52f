import { Select } from '@mantine/core';
import type { GameIdentifier } from '@golf/contracts';

const NONE = 'none';

/** A registered game installation with the title of the hardware device it is (docs/decisions/0047). */
export type PickableDevice = GameIdentifier & { device_title: string };

/**
 * Picks one of the player's registered devices, or none: the round form restricts a round to a
 * device's model with it, and the profile's hardware section picks the device this browser plays on.
 */
export function DevicePicker({
  devices,
  value,
  onChange,
  label,
  description,
  noneLabel,
  error,
  testId,
}: {
  devices: readonly PickableDevice[];
  value: number | null;
  onChange: (deviceId: number | null) => void;
  label: string;
  description?: string;
  noneLabel: string;
  error?: string;
  testId: string;
}) {
  return (
    <Select
      label={label}
      description={description}
      data={[
        { value: NONE, label: noneLabel },
        ...devices.map((device) => ({
          value: String(device.id),
          label: `${device.device_title} (${device.hardware_key})`,
        })),
      ]}
      value={value === null ? NONE : String(value)}
      onChange={(next) => onChange(next === null || next === NONE ? null : Number(next))}
      allowDeselect={false}
      error={error}
      data-testid={testId}
    />
  );
}
