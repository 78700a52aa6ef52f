import { Alert } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { ResourceList } from '../shared';

/** The list opens with a preamble on how search terms and wildcards work (spec section 2). */
export function ProfanityList() {
  const translate = useTranslate();
  return (
    <ResourceList>
      <Alert severity="info" data-testid="profanities-preamble" sx={{ m: 2 }}>
        {translate('app.profanities.preamble')}
      </Alert>
      <DataTable>
        <DataTable.Col source="search_term" />
      </DataTable>
    </ResourceList>
  );
}
