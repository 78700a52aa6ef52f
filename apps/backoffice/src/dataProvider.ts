import type {
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  SortPayload,
} from 'react-admin';
import {
  MAX_PER_PAGE,
  type AbilityDefinition,
  type AdminUser,
  type DataEnvelope,
  type Paginated,
  type Role,
  type SystemNotificationInput,
  type SystemNotificationSent,
  type UserAbilities,
} from '@golf/contracts';
import { type HttpClientOptions, createHttpClient } from './api/http';
import { type EconomyCalls, createEconomyCalls } from './api/economy';
import { type ClubCalls, createClubCalls } from './api/clubs';
import { type GolfCalls, createGolfCalls } from './api/golf';
import { type ReportCalls, createReportCalls } from './api/reports';
import { type TournamentCalls, createTournamentCalls } from './api/tournaments';
import { type TournamentStaffCalls, createTournamentStaffCalls } from './api/tournament-staff';
import { apiPathOf, putFieldsOf } from './resources/table';

/**
 * react-admin's data provider for the API's list and form resources (spec section 7).
 *
 * Per-call options go in react-admin's `meta`:
 * - `include`: relations to load (`?include=wallets,roles`), the spec's "loads";
 * - `append`: computed attributes (`?append=avatar`), the spec's "appends";
 * - `headers.apiVersion`: the /api/v{n} version for this call.
 */
export type ResourceMeta = {
  include?: readonly string[];
  append?: readonly string[];
  headers?: { apiVersion?: number };
};

export interface DataProviderOptions extends Omit<HttpClientOptions, 'apiVersion'> {
  /** Default version segment; `headers.apiVersion` mirrors the API's apiVersion header. */
  headers?: { apiVersion?: number };
}

/**
 * react-admin sort → API sort. A comma-separated field sorts by several columns in the same
 * direction: ('latest,updated_at', 'DESC') → '-latest,-updated_at'.
 */
export function toSortParam(sort: Partial<SortPayload> | undefined): string | undefined {
  if (!sort?.field) return undefined;
  const prefix = sort.order === 'DESC' ? '-' : '';
  return sort.field
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => `${prefix}${field}`)
    .join(',');
}

function relationQuery(meta: ResourceMeta | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  if (meta?.include?.length) query.include = meta.include.join(',');
  if (meta?.append?.length) query.append = meta.append.join(',');
  return query;
}

function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The list query: page, per_page (capped at the API maximum), sort, search and filter[...]. */
export function buildListQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: Partial<SortPayload>;
  filter?: Record<string, unknown>;
  meta?: ResourceMeta;
}): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (params.pagination) {
    query.page = Math.max(1, params.pagination.page);
    query.per_page = Math.min(Math.max(1, params.pagination.perPage), MAX_PER_PAGE);
  }
  const sort = toSortParam(params.sort);
  if (sort) query.sort = sort;

  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (isEmptyFilterValue(value)) continue;
    // react-admin's <SearchInput> uses "q"; the API calls it "search".
    if (key === 'q' || key === 'search') query.search = value;
    else filter[key] = value;
  }
  if (Object.keys(filter).length > 0) query.filter = filter;
  return { ...query, ...relationQuery(params.meta) };
}

/** Only the fields the form changed, so PATCH does not send back loaded relations and appends. */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) out[key] = value;
  }
  return out;
}

/** The listed fields of a record (those it has), for the API's PUT calls. */
export function pickFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(data, field)) out[field] = data[field];
  return out;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The back-office's calls beyond react-admin's CRUD set. Components reach them through
 * `useDataProvider<BackofficeDataProvider>()`, so a 401 logs out like any other data call.
 */
export interface BackofficeDataProvider
  extends DataProvider, EconomyCalls, GolfCalls, ClubCalls, ReportCalls, TournamentCalls, TournamentStaffCalls {
  /** POST admin/users/{id}/suspend with the reason; answers the user. */
  suspendUser(id: Identifier, reason: string): Promise<{ data: AdminUser }>;
  /** POST admin/users/{id}/unsuspend; answers the user. */
  unsuspendUser(id: Identifier): Promise<{ data: AdminUser }>;
  /** PUT admin/users/{id}/roles with the role names the user should have; answers the user. */
  setUserRoles(id: Identifier, roles: readonly string[]): Promise<{ data: AdminUser }>;
  /** PUT admin/users/{id}/abilities with the global abilities granted to the user directly; answers them. */
  setUserAbilities(id: Identifier, abilities: readonly string[]): Promise<{ data: UserAbilities }>;
  /** Every role (GET admin/roles, one page of the largest size), for the user editor. */
  getRoleOptions(): Promise<{ data: Role[] }>;
  /** GET admin/abilities, for the role editor. */
  getAbilityOptions(): Promise<{ data: AbilityDefinition[] }>;
  /** POST admin/notifications: a system notification to one user or (no user_id) to everyone. */
  sendSystemNotification(input: SystemNotificationInput): Promise<{ data: SystemNotificationSent }>;
}

export function createDataProvider(options: DataProviderOptions = {}): BackofficeDataProvider {
  const http = createHttpClient({ ...options, apiVersion: options.headers?.apiVersion });
  const versionOf = (meta: ResourceMeta | undefined) => meta?.headers?.apiVersion;

  const list = async <R extends RaRecord>(
    resource: string,
    query: Record<string, unknown>,
    meta: ResourceMeta | undefined,
    signal?: AbortSignal,
  ): Promise<{ data: R[]; total: number }> => {
    const { body } = await http.request<Paginated<R>>(apiPathOf(resource), {
      query,
      apiVersion: versionOf(meta),
      signal,
    });
    const data = Array.isArray(body?.data) ? body.data : [];
    return { data, total: typeof body?.meta?.total === 'number' ? body.meta.total : data.length };
  };

  const recordPath = (resource: string, id: Identifier) => `${apiPathOf(resource)}/${encodeURIComponent(String(id))}`;

  const userAction = async (id: Identifier, action: string, method: 'POST' | 'PUT', body: unknown) => {
    const { body: reply } = await http.request<DataEnvelope<AdminUser>>(`${recordPath('users', id)}/${action}`, {
      method,
      body,
    });
    return { data: reply.data };
  };

  const provider: BackofficeDataProvider = {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) => {
      const meta = params.meta as ResourceMeta | undefined;
      return list<R>(resource, buildListQuery({ ...params, meta }), meta, params.signal);
    },

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
      const meta = params.meta as ResourceMeta | undefined;
      const { body } = await http.request<DataEnvelope<R>>(recordPath(resource, params.id), {
        query: relationQuery(meta),
        apiVersion: versionOf(meta),
        signal: params.signal,
      });
      return { data: body.data };
    },

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      const meta = params.meta as ResourceMeta | undefined;
      if (params.ids.length === 0) return { data: [] };
      const pages = await Promise.all(
        chunk(params.ids, MAX_PER_PAGE).map((ids) =>
          list<R>(
            resource,
            { ...buildListQuery({ pagination: { page: 1, perPage: ids.length }, meta }), filter: { ids } },
            meta,
            params.signal,
          ),
        ),
      );
      return { data: pages.flatMap((page) => page.data) };
    },

    getManyReference: <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const meta = params.meta as ResourceMeta | undefined;
      const filter = { ...params.filter, [params.target]: params.id };
      return list<R>(resource, buildListQuery({ ...params, filter, meta }), meta, params.signal);
    },

    create: async (resource, params) => {
      const meta = params.meta as ResourceMeta | undefined;
      const { body } = await http.request<DataEnvelope<RaRecord>>(apiPathOf(resource), {
        method: 'POST',
        query: relationQuery(meta),
        body: params.data,
        apiVersion: versionOf(meta),
      });
      return { data: body.data } as { data: never };
    },

    update: async (resource, params) => {
      const meta = params.meta as ResourceMeta | undefined;
      const data = params.data as Record<string, unknown>;
      const put = putFieldsOf(resource);
      const { body } = await http.request<DataEnvelope<RaRecord>>(recordPath(resource, params.id), {
        method: put ? 'PUT' : 'PATCH',
        query: relationQuery(meta),
        body: put
          ? pickFields(data, put)
          : changedFields(data, params.previousData as Record<string, unknown> | undefined),
        apiVersion: versionOf(meta),
      });
      return { data: body.data } as { data: never };
    },

    updateMany: async (resource, params) => {
      const meta = params.meta as ResourceMeta | undefined;
      await Promise.all(
        params.ids.map((id) =>
          http.request(recordPath(resource, id), { method: 'PATCH', body: params.data, apiVersion: versionOf(meta) }),
        ),
      );
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const meta = params.meta as ResourceMeta | undefined;
      const { body } = await http.request<DataEnvelope<RaRecord> | null>(recordPath(resource, params.id), {
        method: 'DELETE',
        apiVersion: versionOf(meta),
      });
      return { data: (body?.data ?? params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      const meta = params.meta as ResourceMeta | undefined;
      await Promise.all(
        params.ids.map((id) =>
          http.request(recordPath(resource, id), { method: 'DELETE', apiVersion: versionOf(meta) }),
        ),
      );
      return { data: params.ids };
    },

    suspendUser: (id, reason) => userAction(id, 'suspend', 'POST', { reason }),
    unsuspendUser: (id) => userAction(id, 'unsuspend', 'POST', {}),
    setUserRoles: (id, roles) => userAction(id, 'roles', 'PUT', { roles }),
    setUserAbilities: async (id, abilities) => {
      const { body } = await http.request<DataEnvelope<UserAbilities>>(`${recordPath('users', id)}/abilities`, {
        method: 'PUT',
        body: { abilities },
      });
      return { data: body.data };
    },
    sendSystemNotification: async (input) => {
      const { body } = await http.request<DataEnvelope<SystemNotificationSent>>('/admin/notifications', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },

    getRoleOptions: async () => {
      const { data } = await list<Role>(
        'roles',
        buildListQuery({ pagination: { page: 1, perPage: MAX_PER_PAGE } }),
        undefined,
      );
      return { data };
    },

    getAbilityOptions: async () => {
      const { body } = await http.request<Partial<DataEnvelope<AbilityDefinition[]>>>('admin/abilities');
      return { data: Array.isArray(body?.data) ? body.data : [] };
    },

    ...createEconomyCalls(http),
    ...createGolfCalls(http),
    ...createReportCalls(http),
    ...createClubCalls(http),
    ...createTournamentCalls(http),
    ...createTournamentStaffCalls(http),
  };
  return provider;
}
