import { NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';

/** Add and edit share this form: English is required, Swedish optional (readers fall back to English). */
export function FaqForm() {
  return (
    <SimpleForm defaultValues={{ position: 0 }}>
      <NumberInput
        source="position"
        validate={[required(), minValue(0), maxValue(10000)]}
        step={1}
        helperText="app.faq.position_help"
      />
      <TextInput
        source="question_en"
        validate={[required(), maxLength(300)]}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'faq-question-en' } }}
      />
      <TextInput
        source="answer_en"
        validate={[required(), maxLength(5000)]}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'faq-answer-en' } }}
      />
      <TextInput
        source="question_sv"
        validate={maxLength(300)}
        fullWidth
        helperText="app.faq.swedish_help"
        slotProps={{ htmlInput: { 'data-testid': 'faq-question-sv' } }}
      />
      <TextInput
        source="answer_sv"
        validate={maxLength(5000)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'faq-answer-sv' } }}
      />
    </SimpleForm>
  );
}
