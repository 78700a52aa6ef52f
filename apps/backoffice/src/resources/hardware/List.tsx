import { DataTable } from 'react-admin';
import type { HardwareDevice } from '@golf/contracts';
import { columnsOf } from '../columns';
import { ResourceList } from '../shared';

const Col = columnsOf<HardwareDevice>();

/** Spec list columns: title and description; add and edit follow manage-hardware, and there is no delete. */
export function HardwareList() {
  return (
    <ResourceList sort={{ field: 'title', order: 'ASC' }}>
      <DataTable>
        <Col source="title" />
        <Col source="description" />
      </DataTable>
    </ResourceList>
  );
}
