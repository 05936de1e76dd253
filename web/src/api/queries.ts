import {
  keepPreviousData,
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, configureApi, setCsrfToken } from './client.ts';
import { requestReauthentication, withdrawReauthentication } from './reauth.ts';
import { endpoints } from './endpoints.ts';
import type { AuditFilters, Permission, PropertySort, Session, SessionUser, TaskFilters } from './types.ts';
import { sortedByName } from '../lib/collate.ts';

export const keys = {
  session: ['session'] as const,
  roles: ['roles'] as const,
  properties: (q: string, archived: boolean) => ['properties', { q, archived }] as const,
  allProperties: ['properties'] as const,
  accounts: ['accounts'] as const,
  apiKeys: ['api-keys'] as const,
  audit: ['audit-events'] as const,
  outgoingMail: ['outgoing-mail'] as const,
  workflowRules: ['workflow-rules'] as const,
  timePeople: ['time-sheet-people'] as const,
  workingTimeExports: ['exports', 'history'] as const,
  tasks: ['tasks'] as const,
};

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a dropped connection might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  configureApi({
    refreshCsrf: async () => {
      const session = await endpoints.session();
      // A session that ended under someone's work is not dropped here: signing in again
      // (api/reauth.ts) takes its place; the session query notices an ending by itself.
      if (session.user || !client.getQueryData<Session>(keys.session)?.user) client.setQueryData(keys.session, session);
      return session.csrf_token;
    },
    onUnauthenticated: () => {
      void client.invalidateQueries({ queryKey: keys.session });
    },
    // Only while someone is signed in: then their work is on screen and worth keeping.
    reauthenticate: () =>
      client.getQueryData<Session>(keys.session)?.user
        ? requestReauthentication()
        : Promise.reject(new Error('nobody signed in')),
  });
  return client;
}

/** Puts a session body (from sign-in, set-up, invite acceptance) in place and drops what the previous person saw. */
export function useAdoptSession(): (session: Session) => void {
  const client = useQueryClient();
  return (session) => {
    setCsrfToken(session.csrf_token);
    withdrawReauthentication();
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session[0] });
    client.setQueryData(keys.session, session);
    // A session request still on its way was asked with the old cookie: its answer ("nobody
    // signed in") must not replace this one. Cancelling it may restore the state from before
    // it started, so the new session is put in place again once it is cancelled.
    void client.cancelQueries({ queryKey: keys.session }).then(() => client.setQueryData(keys.session, session));
  };
}

export function useSession() {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.session,
    queryFn: async () => {
      const previous = client.getQueryData<Session>(keys.session);
      const session = await endpoints.session();
      setCsrfToken(session.csrf_token);
      // The session ended under someone's hands (not by signing out): ask them to sign in
      // again over what they were doing, rather than dropping it for the sign-in page.
      if (previous?.user && !session.user) {
        try {
          await requestReauthentication();
          return client.getQueryData<Session>(keys.session) ?? session;
        } catch {
          return session;
        }
      }
      return session;
    },
    staleTime: 60_000,
  });
}

/** The signed-in person; only for screens rendered inside the signed-in shell. */
export function useUser(): SessionUser {
  const { data } = useSession();
  if (!data?.user) throw new Error('useUser outside the signed-in portal');
  return data.user;
}

export function useCan(): (permission: Permission) => boolean {
  const user = useUser();
  return (permission) => user.permissions.includes(permission);
}

export function useRoles() {
  return useQuery({ queryKey: keys.roles, queryFn: endpoints.roles, staleTime: Infinity });
}

export function useProperties(q: string, archived: boolean) {
  return useQuery({
    queryKey: keys.properties(q, archived),
    queryFn: () => endpoints.properties({ q: q || undefined, ...(archived ? {} : { archived: false }) }),
    select: sortedByName,
    placeholderData: keepPreviousData,
  });
}

export const PROPERTY_PAGE_SIZE = 50;

/** One numbered page of the property table, sorted and filtered on the server. */
export function usePropertyTable(params: {
  q: string;
  archived: boolean;
  sort: PropertySort;
  page: number;
  /** A client id, or 'none' for properties without a client. */
  client?: string | undefined;
}) {
  return useQuery({
    queryKey: [...keys.allProperties, 'table', params],
    queryFn: () =>
      endpoints.propertyTable({
        q: params.q || undefined,
        ...(params.archived ? {} : { archived: false }),
        sort: params.sort,
        page: params.page,
        pageSize: PROPERTY_PAGE_SIZE,
        client: params.client || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The tasks matching the filters, a page of 100 at a time (oldest first). */
export function useTasks(filters: TaskFilters) {
  return useInfiniteQuery({
    queryKey: [...keys.tasks, filters],
    queryFn: ({ pageParam }) => endpoints.tasks(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(enabled = true) {
  return useQuery({
    queryKey: keys.accounts,
    queryFn: endpoints.accounts,
    select: (list) => ({ ...list, accounts: sortedByName(list.accounts) }),
    enabled,
  });
}

export function useApiKeys() {
  return useQuery({ queryKey: keys.apiKeys, queryFn: endpoints.apiKeys });
}

/** The audit log with its filters; its sentences are in the person's language, which is part of the key. */
export function useAuditEvents(filters: AuditFilters, language: string) {
  return useInfiniteQuery({
    queryKey: [...keys.audit, filters, language],
    queryFn: ({ pageParam }) => endpoints.auditEvents(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The accounts that appear in the audit log, for its "who" filter. */
export function useAuditActors() {
  return useQuery({ queryKey: [...keys.audit, 'actors'], queryFn: endpoints.auditActors });
}

export function useOutgoingMail() {
  return useInfiniteQuery({
    queryKey: keys.outgoingMail,
    queryFn: ({ pageParam }) => endpoints.outgoingMail(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Messages change state as the worker sends them.
    refetchInterval: 10_000,
  });
}

/** A mutation that refreshes the given lists (and the audit log) once it succeeded. */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  refresh: readonly (readonly unknown[])[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(
        [...refresh, keys.audit].map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
  });
}

export function useWorkflowRules() {
  return useQuery({ queryKey: keys.workflowRules, queryFn: endpoints.workflowRules });
}

export function useWorkflowRuns(ruleId: number | undefined) {
  return useQuery({
    queryKey: [...keys.workflowRules, ruleId, 'runs'],
    queryFn: () => endpoints.workflowRuns(ruleId ?? 0),
    enabled: ruleId !== undefined,
    // Runs change as the worker retries them.
    refetchInterval: 10_000,
  });
}

export function useTimePeople() {
  return useQuery({ queryKey: keys.timePeople, queryFn: endpoints.timePeople });
}

export function useWorkingTimeExports() {
  return useInfiniteQuery({
    queryKey: keys.workingTimeExports,
    queryFn: ({ pageParam }) => endpoints.workingTimeExports(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
