import { Group, Pagination } from '@mantine/core';
import type { PageMeta } from '@golf/contracts';

interface ListPagesProps {
  /** The list's page meta, undefined while the first page loads. */
  meta: PageMeta | undefined;
  page: number;
  onPage: (page: number) => void;
  /** What a screen reader announces for the control ("Tournament pages"). */
  label: string;
  testId: string;
}

/** A server-paginated list's page control, centred under it; nothing while the list fits on one page. */
export function ListPages({ meta, page, onPage, label, testId }: ListPagesProps) {
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={meta.last_page} value={page} onChange={onPage} aria-label={label} data-testid={testId} />
    </Group>
  );
}
