import { DataTable } from 'react-admin';
import type { FaqEntry } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, ResourceList } from '../shared';

const Col = columnsOf<FaqEntry>();

/** FAQ entries in the order players read them: position, then the order they were added. */
export function FaqList() {
  return (
    <ResourceList searchPlaceholder="app.faq.search" sort={{ field: 'position', order: 'ASC' }}>
      <DataTable>
        <Col source="position" />
        <Col source="question_en" />
        <Col source="question_sv" disableSort />
        <Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
