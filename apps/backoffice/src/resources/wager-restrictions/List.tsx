import { Alert } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { WagerRestriction } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, ResourceList } from '../shared';
import { WagerReviews } from './Reviews';

const Col = columnsOf<WagerRestriction>();

/**
 * Where wagering is not offered: whole countries (no region) and regions of them. Add, edit and
 * delete follow manage-wager-restrictions; the search box searches both codes. Below, the wager
 * rounds held for staff, which the same permission resolves.
 */
export function WagerRestrictionList() {
  const translate = useTranslate();
  return (
    <ResourceList searchPlaceholder="app.wager_restrictions.search" sort={{ field: 'country_code', order: 'ASC' }}>
      <Alert severity="info" data-testid="wager-restrictions-preamble" sx={{ m: 2 }}>
        {translate('app.wager_restrictions.preamble')}
      </Alert>
      <DataTable>
        <Col source="country_code" />
        <Col source="region_code" />
        <Col source="created_at" field={DateTimeField} />
      </DataTable>
      <WagerReviews />
    </ResourceList>
  );
}
