import { SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { PROFANITY_TERM_MAX, PROFANITY_TERM_PATTERN } from '@golf/contracts';

/** Add and edit share this form. */
export function ProfanityForm() {
  return (
    <SimpleForm>
      <TextInput
        source="search_term"
        validate={[
          required(),
          maxLength(PROFANITY_TERM_MAX),
          regex(PROFANITY_TERM_PATTERN, 'app.profanities.term_format'),
        ]}
        helperText="app.profanities.term_format"
        slotProps={{ htmlInput: { 'data-testid': 'profanity-search-term' } }}
      />
    </SimpleForm>
  );
}
