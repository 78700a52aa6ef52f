import { Select } from '@mantine/core';
import type { EnumName } from '@golf/contracts';
import { useEnumEntries, type EnumEntry } from '../../../lib/enums';

/** An enumeration's numeric members as select options. */
export const enumOptions = (entries: EnumEntry[]) =>
  entries
    .filter((entry) => typeof entry.value === 'number')
    .map((entry) => ({ value: String(entry.value), label: entry.label }));

/** A select of an enumeration's members, labelled in the UI language (the create-round form's fields). */
export function EnumSelect({
  name,
  field,
  label,
  value,
  onChange,
  error,
  labelSet,
}: {
  name: EnumName;
  field: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  labelSet?: string;
}) {
  const entries = useEnumEntries(name, labelSet);
  return (
    <Select
      label={label}
      data={enumOptions(entries)}
      value={String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      error={error}
      data-testid={`round-${field.replaceAll('_', '-')}`}
    />
  );
}
