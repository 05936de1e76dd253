import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';
import type {
  Account,
  AccountCreated,
  AccountList,
  ApiKey,
  ApiKeyList,
  AuditFilters,
  AuditPage,
  CreatedApiKey,
  InviteInfo,
  Organisation,
  Profile,
  InviteLink,
  OutgoingMailPage,
  Property,
  PropertyInput,
  PropertyTable,
  Role,
  Session,
  ExportPerson,
  WorkingTimeExport,
  WorkingTimeExportInput,
  DatevExportInput,
  SessionKind,
  Task,
  TaskFilters,
  TaskInput,
  TaskPatch,
} from './types.ts';

/** The /portal/api routes the screens use, one function each (docs/portal.md). */
export const endpoints = {
  session: () => api.get<Session>('/session'),
  setup: (body: PortalBody<'/setup', 'post'>) => api.post<Session>('/setup', body),
  requestPasswordReset: (email: string) =>
    api.post<PortalResponse<'/password-reset', 'post'>>('/password-reset', {
      email,
    } satisfies PortalBody<'/password-reset', 'post'>),
  organisation: () => api.get<Organisation>('/organisation'),
  updateOrganisation: (body: PortalBody<'/organisation', 'patch'>) => api.patch<Organisation>('/organisation', body),
  setLogo: (base64: string) =>
    api.put<Organisation>('/organisation/logo', { data: base64 } satisfies PortalBody<'/organisation/logo', 'put'>),
  removeLogo: () => api.delete<Organisation>('/organisation/logo'),
  updateProfile: (body: PortalBody<'/profile', 'patch'>) => api.patch<Profile>('/profile', body),
  changePassword: (body: PortalBody<'/profile/password', 'post'>) => api.post<undefined>('/profile/password', body),
  signIn: (body: PortalBody<'/sign-in', 'post'>) => api.post<Session>('/sign-in', body),
  signOut: () => api.post<undefined>('/sign-out'),
  invite: (token: string) => api.get<InviteInfo>(`/invites/${encodeURIComponent(token)}`),
  acceptInvite: (token: string, password: string, kind: SessionKind) =>
    api.post<Session>(`/invites/${encodeURIComponent(token)}/accept`, {
      password,
      kind,
    } satisfies PortalBody<'/invites/{token}/accept', 'post'>),

  roles: async (): Promise<Role[]> => (await api.get<PortalResponse<'/roles', 'get'>>('/roles')).roles,

  /** Every matching property: the pages are followed to the end (the portal lists and picks from all). */
  properties: async (params: Pick<PortalQuery<'/properties', 'get'>, 'q' | 'archived'>): Promise<Property[]> => {
    const all: Property[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const body = await api.get<PortalResponse<'/properties', 'get'>>(`/properties${query({ ...params, cursor })}`);
      all.push(...body.data);
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    return all;
  },
  propertyTable: (params: PortalQuery<'/property-table', 'get'>) =>
    api.get<PropertyTable>(`/property-table${query(params)}`),
  tasks: (filters: TaskFilters, cursor: string | undefined) =>
    api.get<PortalResponse<'/tasks', 'get'>>(`/tasks${query({ ...filters, cursor, pageSize: 100 })}`),
  createTask: (body: TaskInput) => api.post<Task>('/tasks', body),
  updateTask: (id: number, body: TaskPatch) => api.patch<Task>(`/tasks/${id}`, body),
  createProperty: (body: PropertyInput) => api.post<Property>('/properties', body),
  updateProperty: (id: number, body: PortalBody<'/properties/{id}', 'patch'>) =>
    api.patch<Property>(`/properties/${id}`, body),

  accounts: () => api.get<AccountList>('/accounts'),
  createAccount: (body: PortalBody<'/accounts', 'post'>) => api.post<AccountCreated>('/accounts', body),
  updateAccount: (id: number, body: PortalBody<'/accounts/{id}', 'patch'>) =>
    api.patch<Account>(`/accounts/${id}`, body),
  inviteLink: (id: number) => api.post<InviteLink>(`/accounts/${id}/invite-link`),

  apiKeys: () => api.get<ApiKeyList>('/api-keys'),
  createApiKey: (body: PortalBody<'/api-keys', 'post'>) => api.post<CreatedApiKey>('/api-keys', body),
  revokeApiKey: (id: number) => api.post<ApiKey>(`/api-keys/${id}/revoke`),

  auditEvents: async (filters: AuditFilters, cursor: string | undefined): Promise<AuditPage> => {
    const page = await api.get<PortalResponse<'/audit-events', 'get'>>(`/audit-events${query({ ...filters, cursor })}`);
    return { events: page.data, next_cursor: page.next_cursor };
  },
  auditActors: async () => (await api.get<PortalResponse<'/audit-events/actors', 'get'>>('/audit-events/actors')).data,
  /** The address of the filtered log as a CSV file (a plain link: the browser downloads it). */
  auditCsvUrl: (filters: AuditFilters) => `/portal/api/audit-events/export.csv${query(filters)}`,

  outgoingMail: async (cursor: string | undefined): Promise<OutgoingMailPage> => {
    const page = await api.get<PortalResponse<'/outgoing-mail', 'get'>>(`/outgoing-mail${query({ cursor })}`);
    return { delivery: page.delivery, messages: page.data, next_cursor: page.next_cursor };
  },
  sendTestMail: () => api.post<PortalResponse<'/outgoing-mail/test', 'post'>>('/outgoing-mail/test'),
  mySessions: async () => (await api.get<PortalResponse<'/profile/sessions', 'get'>>('/profile/sessions')).data,
  signOutMySession: (id: number) => api.delete<undefined>(`/profile/sessions/${id}`),
  accountSessions: async (accountId: number) =>
    (await api.get<PortalResponse<'/accounts/{id}/sessions', 'get'>>(`/accounts/${accountId}/sessions`)).data,
  signOutAccountSession: (accountId: number, id: number) =>
    api.delete<undefined>(`/accounts/${accountId}/sessions/${id}`),
  workflowRules: () => api.get<PortalResponse<'/workflow-rules', 'get'>>('/workflow-rules?pageSize=200'),
  workflowRuns: (ruleId: number) =>
    api.get<PortalResponse<'/workflow-rules/{id}/runs', 'get'>>(`/workflow-rules/${ruleId}/runs?pageSize=50`),

  /** The people whose working time the office keeps (those managing it may not list accounts). */
  timePeople: async (): Promise<ExportPerson[]> =>
    (await api.get<PortalResponse<'/time-sheet/people', 'get'>>('/time-sheet/people')).data,
  createWorkingTimeExport: (body: WorkingTimeExportInput) =>
    api.post<WorkingTimeExport>('/exports/working-times', body),
  createDatevExport: (body: DatevExportInput) => api.post<WorkingTimeExport>('/exports/datev', body),
  workingTimeExports: (cursor: string | undefined) =>
    api.get<PortalResponse<'/exports/working-times/history', 'get'>>(
      `/exports/working-times/history${query({ cursor })}`,
    ),
};
