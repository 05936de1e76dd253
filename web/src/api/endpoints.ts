import { api, query } from './client.ts';
import type {
  Account,
  AccountCreated,
  AccountList,
  ApiKey,
  ApiKeyList,
  AuditPage,
  CreatedApiKey,
  InviteInfo,
  Language,
  Organisation,
  Profile,
  InviteLink,
  OutgoingMailPage,
  WorkflowRule,
  WorkflowRun,
  Property,
  PropertyAccess,
  PropertyInput,
  PropertySort,
  PropertyTable,
  Role,
  Session,
  ExportPerson,
  WorkingTimeExport,
  WorkingTimeExportInput,
  SessionKind,
  SignedInDevice,
} from './types.ts';

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** The /portal/api routes the screens use, one function each (docs/portal.md). */
export const endpoints = {
  session: () => api.get<Session>('/session'),
  setup: (body: {
    organisation_name: string;
    timezone: string;
    language: Language;
    name: string;
    email: string;
    password: string;
  }) => api.post<Session>('/setup', body),
  requestPasswordReset: (email: string) => api.post<{ status: string }>('/password-reset', { email }),
  organisation: () => api.get<Organisation>('/organisation'),
  updateOrganisation: (body: { name?: string; timezone?: string; language?: Language }) =>
    api.patch<Organisation>('/organisation', body),
  setLogo: (base64: string) => api.put<Organisation>('/organisation/logo', { data: base64 }),
  removeLogo: () => api.delete<Organisation>('/organisation/logo'),
  updateProfile: (body: { name?: string; language?: Language | null }) => api.patch<Profile>('/profile', body),
  changePassword: (body: { current_password: string; new_password: string }) =>
    api.post<undefined>('/profile/password', body),
  signIn: (body: { email: string; password: string; tenant_id?: number; kind?: SessionKind }) =>
    api.post<Session>('/sign-in', body),
  signOut: () => api.post<undefined>('/sign-out'),
  invite: (token: string) => api.get<InviteInfo>(`/invites/${encodeURIComponent(token)}`),
  acceptInvite: (token: string, password: string, kind: SessionKind) =>
    api.post<Session>(`/invites/${encodeURIComponent(token)}/accept`, { password, kind }),

  roles: async (): Promise<Role[]> => (await api.get<{ roles: Role[] }>('/roles')).roles,

  /** Every matching property: the pages are followed to the end (the portal lists and picks from all). */
  properties: async (params: { q?: string; archived?: boolean }): Promise<Property[]> => {
    const all: Property[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const body = await api.get<Page<Property>>(`/properties${query({ ...params, cursor })}`);
      all.push(...body.data);
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    return all;
  },
  propertyTable: (params: { q?: string; archived?: boolean; sort?: PropertySort; page?: number; pageSize?: number }) =>
    api.get<PropertyTable>(`/property-table${query(params)}`),
  createProperty: (body: PropertyInput) => api.post<Property>('/properties', body),
  updateProperty: (id: number, body: Partial<PropertyInput> & { archived?: boolean }) =>
    api.patch<Property>(`/properties/${id}`, body),

  accounts: () => api.get<AccountList>('/accounts'),
  createAccount: (body: { name: string; email: string; role: string; properties: PropertyAccess }) =>
    api.post<AccountCreated>('/accounts', body),
  updateAccount: (id: number, body: { name?: string; role?: string; properties?: PropertyAccess; active?: boolean }) =>
    api.patch<Account>(`/accounts/${id}`, body),
  inviteLink: (id: number) => api.post<InviteLink>(`/accounts/${id}/invite-link`),

  apiKeys: () => api.get<ApiKeyList>('/api-keys'),
  createApiKey: (body: { name: string; scopes: string[]; account_id?: number }) =>
    api.post<CreatedApiKey>('/api-keys', body),
  revokeApiKey: (id: number) => api.post<ApiKey>(`/api-keys/${id}/revoke`),

  auditEvents: async (cursor: string | undefined): Promise<AuditPage> => {
    const page = await api.get<Page<AuditPage['events'][number]>>(`/audit-events${query({ cursor })}`);
    return { events: page.data, next_cursor: page.next_cursor };
  },

  outgoingMail: async (cursor: string | undefined): Promise<OutgoingMailPage> => {
    const page = await api.get<Page<OutgoingMailPage['messages'][number]> & Pick<OutgoingMailPage, 'delivery'>>(
      `/outgoing-mail${query({ cursor })}`,
    );
    return { delivery: page.delivery, messages: page.data, next_cursor: page.next_cursor };
  },
  sendTestMail: () => api.post<{ id: number; to: string }>('/outgoing-mail/test'),
  mySessions: async () => (await api.get<{ data: SignedInDevice[] }>('/profile/sessions')).data,
  signOutMySession: (id: number) => api.delete<undefined>(`/profile/sessions/${id}`),
  accountSessions: async (accountId: number) =>
    (await api.get<{ data: SignedInDevice[] }>(`/accounts/${accountId}/sessions`)).data,
  signOutAccountSession: (accountId: number, id: number) =>
    api.delete<undefined>(`/accounts/${accountId}/sessions/${id}`),
  workflowRules: () => api.get<Page<WorkflowRule>>('/workflow-rules?pageSize=200'),
  workflowRuns: (ruleId: number) => api.get<Page<WorkflowRun>>(`/workflow-rules/${ruleId}/runs?pageSize=50`),

  /** The people whose working time the office keeps (those managing it may not list accounts). */
  timePeople: async (): Promise<ExportPerson[]> => (await api.get<{ data: ExportPerson[] }>('/time-sheet/people')).data,
  createWorkingTimeExport: (body: WorkingTimeExportInput) =>
    api.post<WorkingTimeExport>('/exports/working-times', body),
  workingTimeExports: (cursor: string | undefined) =>
    api.get<Page<WorkingTimeExport>>(`/exports/working-times/history${query({ cursor })}`),
};
