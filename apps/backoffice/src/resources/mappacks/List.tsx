import { DataTable, useRecordContext } from 'react-admin';
import type { MapPack } from '@golf/contracts';
import { columnsOf } from '../columns';
import { ResourceList } from '../shared';
import { mapPackDeleteRefusal } from './delete-refusal';

const Col = columnsOf<MapPack>();

function CourseCount() {
  const pack = useRecordContext<MapPack>();
  return <span>{pack?.course_ids?.length ?? 0}</span>;
}

/** Map packs: id and title (spec section 2), and how many courses each gives. */
export function MappackList() {
  return (
    <ResourceList searchPlaceholder="app.mappacks.search">
      {/* Only packs the server would delete can be picked for a bulk delete. */}
      <DataTable isRowSelectable={(pack: MapPack) => !mapPackDeleteRefusal(pack)}>
        <Col source="id" />
        <Col source="title" />
        <Col source="course_ids" disableSort>
          <CourseCount />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
