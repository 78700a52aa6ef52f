import { DataTable, useRecordContext } from 'react-admin';
import type { MapPack } from '@golf/contracts';
import { ResourceList } from '../shared';

function CourseCount() {
  const pack = useRecordContext<MapPack>();
  return <span>{pack?.course_ids?.length ?? 0}</span>;
}

/** Map packs: id and title (spec section 2), and how many courses each gives. */
export function MappackList() {
  return (
    <ResourceList searchPlaceholder="app.mappacks.search">
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="course_ids" disableSort>
          <CourseCount />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
