import { SimpleForm, TextInput, regex, required } from 'react-admin';

/** Letters and digits plus `*` wildcards (identity API, POST/PUT /admin/profanities). */
export const SEARCH_TERM_PATTERN = /^[\p{L}\p{N}*]+$/u;

/** Add and edit share this form. */
export function ProfanityForm() {
  return (
    <SimpleForm>
      <TextInput
        source="search_term"
        validate={[required(), regex(SEARCH_TERM_PATTERN, 'app.profanities.term_format')]}
        helperText="app.profanities.term_format"
        slotProps={{ htmlInput: { 'data-testid': 'profanity-search-term' } }}
      />
    </SimpleForm>
  );
}
