import { Children, type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react';
import { Alert, CardContent, Typography } from '@mui/material';
import {
  Button,
  Create,
  type CreateProps,
  DateField,
  type DateFieldProps,
  CreateButton,
  Edit,
  type EditProps,
  FilterButton,
  List,
  NumberField,
  type NumberFieldProps,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  type SelectInputProps,
  type SortPayload,
  TopToolbar,
  type HttpError,
  useListContext,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { EnumName } from '@golf/contracts';
import { useFeedback } from '../components/FeedbackProvider';
import type { SourceOf } from './columns';
import { errorSummary } from '../components/errorModalContent';
import type { ResourceMeta } from '../dataProvider';
import { useEnumChoices } from '../enums/EnumsGate';
import { routeOfView, routeTitleKey } from '../routes';
import { type ResourceName, isResourceName } from './table';

/** Page size of the lists; the API caps it at MAX_PER_PAGE. */
export const LIST_PAGE_SIZE = 25;

/** The add button of a list: the spec's add screen is /<resource>/add; hidden without the permission. */
export function AddButton() {
  const resource = useResourceContext();
  return <CreateButton to={`/${resource}/add`} />;
}

function ListActions({
  canAdd,
  extra,
  hasHiddenFilters,
}: {
  canAdd: boolean;
  extra?: ReactNode;
  hasHiddenFilters: boolean;
}) {
  return (
    <TopToolbar>
      {/* Opens the filters not always shown; react-admin's button throws on a list without filters. */}
      {hasHiddenFilters && <FilterButton disableSaveQuery />}
      {extra}
      {canAdd && <AddButton />}
    </TopToolbar>
  );
}

/**
 * A list call the server refused, in place of the rows: its reason, e.g. the search's minimum length
 * from a validation error rather than the error's generic "The given data was invalid."
 */
function ListLoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="list-error">
      {errorSummary(error, translate)}
    </Alert>
  );
}

/** No pagination for a refused call: the previous page's counts would describe rows that are not shown. */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/**
 * An empty list: the resource's own text ("No map packs yet.", resources.<name>.empty), or, with a
 * search or filter on, that nothing matches (and a button to clear them). Not react-admin's
 * "No <resource name> found".
 */
export function NoRows() {
  const { filterValues, setFilters } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const filtered = !!filterValues && Object.keys(filterValues).length > 0;
  return (
    <CardContent data-testid="list-empty">
      <Typography variant="body2">
        {filtered ? (
          <>
            {translate('app.list.no_filtered_results')}{' '}
            <Button onClick={() => setFilters({}, [])} label="ra.navigation.clear_filters" />
          </>
        ) : (
          translate(`resources.${resource}.empty`, { _: translate('app.list.empty') })
        )}
      </Typography>
    </CardContent>
  );
}

/** The reason shows in the list (ListLoadError), so no toast repeats it; a 401 still logs out (authProvider). */
const quietListErrors = () => undefined;

/**
 * A resource list: search, sort, pagination, and an add button for users with the permission.
 * Bulk delete and row links follow canAccess through react-admin's DataTable. A table wider than the
 * screen scrolls sideways inside the list, not the whole page (layout/theme.ts).
 */
export function ResourceList({
  sort,
  canAdd = true,
  search = true,
  searchPlaceholder,
  filters: extraFilters = [],
  meta,
  actions,
  children,
}: {
  sort?: SortPayload;
  canAdd?: boolean;
  /** Buttons in the list's toolbar besides "add", e.g. the users' "Notify everyone". */
  actions?: ReactNode;
  /** false for lists the API offers no search on. */
  search?: boolean;
  /** i18n key of the search box's placeholder. */
  searchPlaceholder?: string;
  /** Filter inputs shown after the search box (their source is the API's filter[field]). */
  filters?: ReactElement[];
  meta?: ResourceMeta;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const filters: ReactElement[] = [
    ...(search
      ? [
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={translate(searchPlaceholder ?? 'ra.action.search')}
            slotProps={{ htmlInput: { 'data-testid': 'list-search' } }}
          />,
        ]
      : []),
    ...extraFilters,
  ];
  return (
    <List
      sort={sort}
      perPage={LIST_PAGE_SIZE}
      filters={filters.length > 0 ? filters : undefined}
      actions={
        <ListActions
          canAdd={canAdd}
          extra={actions}
          hasHiddenFilters={filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn)}
        />
      }
      empty={false}
      error={<ListLoadError />}
      pagination={<ListPagination />}
      queryOptions={{ meta, onError: quietListErrors }}
    >
      {Children.map(children, (child) =>
        // The table's empty state: the resource's own text unless the list brings one.
        isValidElement<{ empty?: ReactNode }>(child) && child.props.empty === undefined
          ? cloneElement(child, { empty: <NoRows /> })
          : child,
      )}
    </List>
  );
}

function hasFieldErrors(error: unknown): boolean {
  const errors = (error as HttpError | undefined)?.body?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
}

/** Server errors other than field validation go to the error modal; field errors stay on the form. */
export function useSaveErrorHandler() {
  const { showError } = useFeedback();
  return (error: unknown) => {
    if (!hasFieldErrors(error)) showError(error);
  };
}

/**
 * The edit screen: loads the record with the resource's includes/appends and saves pessimistically,
 * so server field errors land on the inputs and the saved model (as returned) replaces the loaded one.
 */
export function ResourceEdit({
  meta,
  transform,
  redirect = 'list',
  actions,
  children,
}: {
  meta?: ResourceMeta;
  /** The body a save sends, from the form's values and the loaded record. */
  transform?: EditProps['transform'];
  /** false stays on the screen with the saved model (spec: tournaments set the loaded model again). */
  redirect?: 'list' | false;
  /** The edit screen's toolbar above the form. */
  actions?: ReactElement | false;
  children: ReactNode;
}) {
  const onError = useSaveErrorHandler();
  return (
    <Edit
      mutationMode="pessimistic"
      queryOptions={meta ? { meta } : undefined}
      mutationOptions={{ meta, onError }}
      redirect={redirect}
      transform={transform}
      actions={actions}
    >
      {children}
    </Edit>
  );
}

export function ResourceCreate({
  meta,
  transform,
  redirect = 'list',
  children,
}: {
  meta?: ResourceMeta;
  transform?: CreateProps['transform'];
  /** Where a created record goes: the list, or its edit screen. */
  redirect?: 'list' | 'edit';
  children: ReactNode;
}) {
  const onError = useSaveErrorHandler();
  const resource = useResourceContext();
  const route = isResourceName(resource ?? '') ? routeOfView(resource as ResourceName, 'create') : undefined;
  return (
    <Create
      title={route ? routeTitleKey(route) : undefined}
      mutationOptions={{ meta, onError }}
      redirect={redirect}
      transform={transform}
    >
      {children}
    </Create>
  );
}

/** Shows an enumeration value by its label in the UI locale; `<EnumField<R>>` checks `source` against R. */
export function EnumField<R extends Record<string, unknown> = Record<string, unknown>>({
  source,
  enumName,
}: {
  source: SourceOf<R>;
  enumName: EnumName;
  label?: string;
  sortable?: boolean;
}) {
  const choices = useEnumChoices(enumName);
  return <SelectField<R> source={source} choices={choices} />;
}

/** A select of an enumeration's members, labelled in the UI locale. */
export function EnumInput({ enumName, ...props }: Omit<SelectInputProps, 'choices'> & { enumName: EnumName }) {
  const choices = useEnumChoices(enumName);
  return <SelectInput {...props} choices={choices} />;
}

/**
 * A date with its time, written the UI locale's way ("2026-11-24 22:04:20" in Swedish): every
 * timestamp column and field uses it, e.g. `<Col source="…" field={DateTimeField} />` (columnsOf).
 */
export function DateTimeField<R extends Record<string, unknown> = Record<string, unknown>>(
  props: Omit<DateFieldProps<R>, 'showTime'>,
) {
  const [locale] = useLocaleState();
  return <DateField<R> locales={locale} {...props} showTime />;
}

/** A number grouped the UI locale's way ("1 499" in Swedish, not the browser's "1,499"). */
export function LocaleNumberField<R extends Record<string, unknown> = Record<string, unknown>>(
  props: NumberFieldProps<R>,
) {
  const [locale] = useLocaleState();
  return <NumberField<R> locales={locale} {...props} />;
}

/**
 * For an inline SimpleFormIterator: its row wraps, each field a column of the same width. react-admin's
 * row does not wrap and its inputs are full width, so a dozen of them (a tournament round) shrank the
 * date fields to nothing and set a help text one letter a line.
 */
export const wrappingInlineRow = {
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
  '& .RaSimpleFormIterator-form > *': { flex: '0 1 14rem' },
} as const;
