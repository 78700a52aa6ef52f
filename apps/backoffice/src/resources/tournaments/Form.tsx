import { DateTimeInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { EnumInput } from '../shared';
import { validatePrizeSum } from './rules';

/** Add and edit share this form. Rounds and hardware devices are edited in a later issue. */
export function TournamentForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} />
      <DateTimeInput source="start_at" validate={required()} />
      <DateTimeInput source="end_at" />
      <DateTimeInput source="published_at" />
      <NumberInput source="max_players" step={1} validate={minValue(1)} />
      <EnumInput source="winning_logic" enumName="winning_logic" validate={required()} />
      <NumberInput source="prize_sum" step={1} validate={validatePrizeSum} />
      <EnumInput source="prize_token_type" enumName="token_type" />
      <NumberInput source="entry_fee" step={1} validate={minValue(0)} />
      <EnumInput source="entry_fee_token_type" enumName="token_type" />
      <NumberInput source="handicap_limit" />
    </SimpleForm>
  );
}
