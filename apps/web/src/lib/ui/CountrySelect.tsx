import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { countryOptions } from '@golf/contracts';
import { useLocale } from '../i18n';

interface CountrySelectProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  'data-testid'?: string;
}

/** A searchable country picker; the value is the ISO 3166-1 alpha-2 code. */
export function CountrySelect({ label, value, onChange, error, 'data-testid': testId }: CountrySelectProps) {
  const locale = useLocale();
  const data = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      error={error}
      data-testid={testId}
    />
  );
}
