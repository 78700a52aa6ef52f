import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { countryOptions } from '@golf/contracts';

/**
 * The address's country, picked by its name in the back-office's language and stored as the ISO 3166-1 code
 * the API takes (a text field let staff type "Sweden" and be told only "2 characters or less").
 */
export function CountryInput({ source, readOnly = false }: { source: string; readOnly?: boolean }) {
  const [locale] = useLocaleState();
  const choices = useMemo(() => countryOptions(locale), [locale]);
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      optionValue="value"
      optionText="label"
      parse={(value: string | null) => value || null}
      readOnly={readOnly}
    />
  );
}
