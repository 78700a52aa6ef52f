import { BooleanInput, NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { CLUB_DESCRIPTION_MAX, CLUB_NAME_MAX, ECONOMY_AMOUNT_MAX } from '@golf/contracts';
import { ImageInput } from '../../components/ImageInput';
import { EnumInput } from '../shared';
import { Posts } from './Posts';

/** The edit form (clubs have no add): settings, badge and cover uploads, then the club's posts to moderate. */
export function ClubForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(CLUB_NAME_MAX)]} />
      <TextInput source="description" multiline validate={maxLength(CLUB_DESCRIPTION_MAX)} />
      <EnumInput source="visibility" enumName="round_visibility" validate={required()} />
      <NumberInput source="member_fee" step={1} validate={[minValue(0), maxValue(ECONOMY_AMOUNT_MAX)]} />
      <EnumInput source="member_fee_token_type" enumName="token_type" validate={required()} />
      <BooleanInput source="accepting_new_members" />
      <BooleanInput source="accept_without_approval" />
      <ImageInput source="badge" validate={maxLength(500)} />
      <ImageInput source="cover_image" validate={maxLength(500)} />
      <Posts />
    </SimpleForm>
  );
}
