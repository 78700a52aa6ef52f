import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { PROMOTION_NAME_MAX, PROMOTION_TITLE_MAX } from '@golf/contracts';
import { ImageInput } from '../../components/ImageInput';
import { afterField, withIsoTimes } from '../date-times';
import { EnumInput, wrappingInlineRow } from '../shared';
import { Section } from '../users/Section';

/** What add and edit send: the shown-from and shown-until times in UTC. */
export const promotionSaveBody = (data: Record<string, unknown>) => withIsoTimes(data, ['starts_at', 'ends_at']);

/**
 * Add and edit share this form: the name staff know it by, the title players read (English, and
 * Swedish when there is one), the cover, the link, when it is shown, and at which positions in
 * what order (promotion_position_type).
 */
export function PromotionForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(PROMOTION_NAME_MAX)]} />
      <TextInput source="title.en" validate={[required(), maxLength(PROMOTION_TITLE_MAX)]} />
      <TextInput source="title.sv" validate={maxLength(PROMOTION_TITLE_MAX)} helperText="app.promotions.sv_help" />
      <ImageInput source="cover_image" validate={maxLength(500)} />
      <TextInput source="link" validate={maxLength(2000)} helperText="app.promotions.link_help" />
      <BooleanInput source="active" />
      <DateTimeInput source="starts_at" helperText="app.promotions.starts_help" />
      <DateTimeInput source="ends_at" validate={afterField('starts_at')} helperText="app.promotions.ends_help" />
      <Section title="app.promotions.positions" />
      <ArrayInput source="positions" label={false} helperText="app.promotions.positions_help">
        <SimpleFormIterator inline sx={wrappingInlineRow}>
          <EnumInput source="position" enumName="promotion_position_type" validate={required()} />
          <NumberInput source="order" step={1} defaultValue={0} validate={[required(), minValue(0)]} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
