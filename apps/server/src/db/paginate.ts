import { and, asc, desc, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { RECORD_ID_MAX } from '@golf/contracts';
import type { PageMeta } from '@golf/contracts';
import { AppError } from '../errors/app-error';
import { attributeName } from '../http/validation-messages';
import { filterValues, parseSort, type ListQuery } from '../http/list-query';

/** What a resource allows in its list query. Unknown sort or filter fields are a 422, not ignored. */
export interface ListSpec {
  sortable: Record<string, AnyColumn | SQL>;
  defaultSort: { column: AnyColumn | SQL; descending?: boolean }[];
  searchable: (AnyColumn | SQL)[];
  /** Minimum search length (spec: "Search text: minimum :min characters"). */
  searchMin?: number;
  /** Each filter turns the given values into a condition; it throws AppError for bad values. */
  filters: Record<string, (values: string[]) => SQL | undefined>;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Turns a validated list query into SQL pieces for a repository to run. */
export function planList(query: ListQuery, spec: ListSpec): ListPlan {
  const conditions: (SQL | undefined)[] = [];
  const searchMin = spec.searchMin ?? 2;
  if (query.search) {
    if (query.search.length < searchMin) {
      throw AppError.validation({ search: [{ key: 'validation.search_min', params: { min: searchMin } }] });
    }
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(...spec.searchable.map((column) => ilike(column, pattern))));
  }
  for (const [field, values] of Object.entries(filterValues(query.filter))) {
    const build = spec.filters[field];
    if (!build)
      throw AppError.validation({
        [`filter.${field}`]: [{ key: 'validation.in', params: { attribute: attributeName(field) } }],
      });
    conditions.push(build(values));
  }
  const sortTerms = parseSort(query.sort);
  const unknown = sortTerms.find((term) => !(term.field in spec.sortable));
  if (unknown) throw AppError.validation({ sort: [{ key: 'validation.in', params: { attribute: 'sort' } }] });
  const orderBy = sortTerms.length
    ? sortTerms.map((term) => (term.descending ? desc : asc)(spec.sortable[term.field]!))
    : spec.defaultSort.map((term) => (term.descending ? desc : asc)(term.column));
  return {
    where: and(...conditions),
    orderBy,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
}

export function pageMeta(query: ListQuery, total: number): PageMeta {
  return {
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

/** A filter's integer as a query string writes it: decimal digits, no leading zeros, an optional "-". */
const DECIMAL_INTEGER = /^-?(0|[1-9]\d*)$/;

/** The largest value of an integer column, by its PostgreSQL type (integer and serial unless said). */
function integerColumnMax(column: AnyColumn): number {
  switch (column.columnType) {
    case 'PgSmallInt':
    case 'PgSmallSerial':
      return 32_767;
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return Number.MAX_SAFE_INTEGER;
    default:
      return RECORD_ID_MAX;
  }
}

/**
 * Integer filter values, or a 422 naming the filter: "0x1", "1e0", " 1" and "" are not integers
 * (JavaScript's Number() reads them all), and a value past `max` (what the column holds) is "must not
 * be greater than" here instead of an out-of-range error from PostgreSQL.
 */
function integerFilterValues(field: string, values: string[], max: number): number[] {
  const refuse = (key: string, params: Record<string, unknown> = {}): never => {
    throw AppError.validation({
      [`filter.${field}`]: [{ key, params: { attribute: attributeName(field), ...params } }],
    });
  };
  return values.map((value) => {
    if (!DECIMAL_INTEGER.test(value)) refuse('validation.integer');
    const number = Number(value);
    if (Math.abs(number) > max) refuse('validation.max.numeric', { max });
    return number;
  });
}

/** A ListSpec filter: the column is one of the given integers (integerFilterValues, bounded by the column's type). */
export const integerFilter =
  (field: string, column: AnyColumn) =>
  (values: string[]): SQL =>
    inArray(column, integerFilterValues(field, values, integerColumnMax(column)));

const BOOLEAN_FILTER_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/**
 * A yes/no filter's value: one of 1, true, 0 or false, given once. Anything else (maybe, both 1 and 0)
 * is a 422 naming the filter, never read as "no".
 */
export function booleanFilterValue(field: string, values: string[]): boolean {
  const value = values.length === 1 ? BOOLEAN_FILTER_VALUES.get(values[0]!.toLowerCase()) : undefined;
  if (value === undefined) {
    throw AppError.validation({
      [`filter.${field}`]: [{ key: 'validation.boolean', params: { attribute: attributeName(field) } }],
    });
  }
  return value;
}

/** A ListSpec filter for a yes/no field: `build` gets the checked value (booleanFilterValue). */
export const booleanFilter =
  (field: string, build: (value: boolean) => SQL | undefined) =>
  (values: string[]): SQL | undefined =>
    build(booleanFilterValue(field, values));

export const countAll = sql<number>`cast(count(*) as integer)`;
