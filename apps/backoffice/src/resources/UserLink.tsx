import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminListedOrder } from '@golf/contracts';

/** The record's user_id as a link to the user editor (or the user's name when the record has it). */
export function UserLink({ source = 'user_id' }: { source?: string; label?: string }) {
  const createPath = useCreatePath();
  const record = useRecordContext<Record<string, unknown> & Partial<Pick<AdminListedOrder, 'user'>>>();
  const id = record?.[source];
  if (id == null) return null;
  return (
    <Link
      to={createPath({ resource: 'users', type: 'edit', id: id as number })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid="user-link"
    >
      {record?.user?.display_name ?? `#${String(id)}`}
    </Link>
  );
}
