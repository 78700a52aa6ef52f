import { Alert } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { Profanity } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, ResourceList } from '../shared';

const Col = columnsOf<Profanity>();

/**
 * The list opens with a preamble on how search terms, wildcards and case work (spec section 2).
 * Add, edit and delete follow manage-profanities; the search box searches search_term.
 */
export function ProfanityList() {
  const translate = useTranslate();
  return (
    <ResourceList searchPlaceholder="app.profanities.search" sort={{ field: 'search_term', order: 'ASC' }}>
      <Alert severity="info" data-testid="profanities-preamble" sx={{ m: 2 }}>
        {translate('app.profanities.preamble')}
      </Alert>
      <DataTable>
        <Col source="search_term" />
        <Col source="created_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
