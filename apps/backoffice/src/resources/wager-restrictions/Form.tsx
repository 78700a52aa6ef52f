import { SimpleForm, TextInput, regex, required } from 'react-admin';
import { COUNTRY_CODE_PATTERN, REGION_CODE_PATTERN } from '@golf/contracts';

const upper = (value: string | null | undefined) => (value ? value.toUpperCase() : value);

/**
 * Add and edit share this form: a country (ISO 3166-1 alpha-2) and, to restrict only part of it, a
 * region (ISO 3166-2). The API checks the codes exist and that the region lies in the country.
 */
export function WagerRestrictionForm() {
  return (
    <SimpleForm>
      <TextInput
        source="country_code"
        parse={upper}
        validate={[required(), regex(COUNTRY_CODE_PATTERN, 'app.wager_restrictions.country_format')]}
        helperText="app.wager_restrictions.country_format"
        slotProps={{ htmlInput: { 'data-testid': 'wager-restriction-country' } }}
      />
      <TextInput
        source="region_code"
        parse={(value: string) => (value ? value.toUpperCase() : null)}
        validate={regex(REGION_CODE_PATTERN, 'app.wager_restrictions.region_format')}
        helperText="app.wager_restrictions.region_format"
        slotProps={{ htmlInput: { 'data-testid': 'wager-restriction-region' } }}
      />
    </SimpleForm>
  );
}
