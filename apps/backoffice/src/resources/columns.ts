import type { ReactElement } from 'react';
import { DataTable, type DataTableColumnProps, type ExtractRecordPaths } from 'react-admin';

/** The field paths of a record type: 'balance' | 'user' | 'user.email' | … for AdminWallet. */
export type SourceOf<R extends Record<string, unknown>> = ExtractRecordPaths<R>;

/** DataTable.Col whose `source` must be a field of R. */
export type TypedColumn<R extends Record<string, unknown>> = (
  props: Omit<DataTableColumnProps<R>, 'source'> & { source?: SourceOf<R> },
) => ReactElement;

/**
 * react-admin's DataTable.Col for rows of type R (a contracts type). react-admin's own takes any
 * string as `source`; this one only R's fields, so a field renamed in contracts is a type error in
 * the list. The component is the same: `const Col = columnsOf<AdminWallet>(); <Col source="balance" />`.
 */
export const columnsOf = <R extends Record<string, unknown>>() => DataTable.Col as TypedColumn<R>;
