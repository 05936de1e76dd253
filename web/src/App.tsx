import { useEffect, useLayoutEffect } from 'react';
import { useCan, useSession, useUser } from './api/queries.ts';
import type { Permission } from './api/types.ts';
import { Loading, LoadError } from './components/ui.tsx';
import { AbsencesPage } from './screens/AbsencesPage.tsx';
import { AccountsPage } from './screens/AccountsPage.tsx';
import { AuditLogPage } from './screens/AuditLogPage.tsx';
import { ALERT_PERMISSIONS, AlertsPage } from './screens/AlertsPage.tsx';
import { AuthLayout } from './screens/AuthLayout.tsx';
import { HOME_PERMISSIONS, HomePage } from './screens/HomePage.tsx';
import { IntegrationsPage } from './screens/IntegrationsPage.tsx';
import { IncidentsPage } from './screens/IncidentsPage.tsx';
import { MaterialPage } from './screens/MaterialPage.tsx';
import { FormCatalogPage } from './screens/FormCatalogPage.tsx';
import { FormResponsesPage } from './screens/FormResponsesPage.tsx';
import { FormTemplatesPage } from './screens/FormTemplatesPage.tsx';
import { InvitePage } from './screens/InvitePage.tsx';
import { NoAccessPage, NotFoundPage } from './screens/NotFoundPage.tsx';
import { OutgoingMailPage } from './screens/OutgoingMailPage.tsx';
import { WorkflowRulesPage } from './screens/WorkflowRulesPage.tsx';
import { WorkingTimeSettingsPage } from './screens/WorkingTimeSettingsPage.tsx';
import { PropertiesPage } from './screens/PropertiesPage.tsx';
import { PatrolRoundsPage } from './screens/PatrolRoundsPage.tsx';
import { PatrolRoutesPage } from './screens/PatrolRoutesPage.tsx';
import { ProfilePage } from './screens/ProfilePage.tsx';
import { ReportSchedulesPage } from './screens/ReportSchedulesPage.tsx';
import { SCHEDULE_PERMISSIONS } from './api/report-schedules.ts';
import { ExportsPage } from './screens/ExportsPage.tsx';
import { TimeSheetPage } from './screens/TimeSheetPage.tsx';
import { WorkingTimeCompliancePage } from './screens/WorkingTimeCompliancePage.tsx';
import { TasksPage } from './screens/TasksPage.tsx';
import { ClientsPage } from './screens/ClientsPage.tsx';
import { BrandingPage } from './screens/BrandingPage.tsx';
import { RolesPage } from './screens/RolesPage.tsx';
import { OrganisationPage } from './screens/OrganisationPage.tsx';
import { ResetPasswordPage } from './screens/ResetPasswordPage.tsx';
import { SettingsPage } from './screens/SettingsPage.tsx';
import { SetupPage } from './screens/SetupPage.tsx';
import { Shell } from './screens/Shell.tsx';
import { SignInPage } from './screens/SignInPage.tsx';
import { setLanguage, setTimeZone, t, useLanguage } from './i18n/index.ts';
import { ServicePlanPage } from './screens/ServicePlanPage.tsx';
import { PlannedVsDonePage } from './screens/PlannedVsDonePage.tsx';
import { InspectionsPage } from './screens/InspectionsPage.tsx';
import { InspectionTemplatesPage } from './screens/InspectionTemplatesPage.tsx';
import { matchPath, navigate, usePathname } from './router.tsx';

/** A page needs one permission (`needs`), or any one of several (`needsAny`). */
const PAGES: {
  path: string;
  needs?: Permission;
  needsAny?: readonly Permission[];
  /** An optional module the organisation must have. */
  module?: 'material';
  page: () => React.JSX.Element;
}[] = [
  { path: '/home', page: HomePage },
  { path: '/alerts', needsAny: ALERT_PERMISSIONS, page: AlertsPage },
  { path: '/properties', page: PropertiesPage },
  { path: '/tasks', needs: 'tasks.manage', page: TasksPage },
  { path: '/service-plan', needs: 'tasks.manage', page: ServicePlanPage },
  { path: '/planned-vs-done', needs: 'tasks.manage', page: PlannedVsDonePage },
  { path: '/inspections', needs: 'tasks.manage', page: InspectionsPage },
  { path: '/inspection-templates', needs: 'tasks.manage', page: InspectionTemplatesPage },
  { path: '/accounts', needs: 'accounts.manage', page: AccountsPage },
  { path: '/settings', page: SettingsPage },
  { path: '/profile', page: ProfilePage },
  { path: '/exports', needs: 'time.manage', page: ExportsPage },
  { path: '/time-sheets', needs: 'time.manage', page: TimeSheetPage },
  { path: '/working-time-compliance', needs: 'time.manage', page: WorkingTimeCompliancePage },
  { path: '/settings/organisation', needs: 'settings.edit', page: OrganisationPage },
  { path: '/settings/integrations', needs: 'settings.edit', page: IntegrationsPage },
  { path: '/settings/audit-log', needs: 'audit.view', page: AuditLogPage },
  { path: '/settings/outgoing-mail', needs: 'settings.edit', page: OutgoingMailPage },
  { path: '/settings/workflow-rules', needs: 'settings.edit', page: WorkflowRulesPage },
  { path: '/absences', needs: 'time.manage', page: AbsencesPage },
  { path: '/settings/working-time', needs: 'time.manage', page: WorkingTimeSettingsPage },
  { path: '/incidents', needs: 'incidents.manage', page: IncidentsPage },
  { path: '/material', needs: 'material.manage', module: 'material', page: MaterialPage },
  { path: '/patrol-routes', needs: 'patrols.manage', page: PatrolRoutesPage },
  { path: '/form-responses', needs: 'forms.manage', page: FormResponsesPage },
  { path: '/form-templates', needs: 'forms.manage', page: FormTemplatesPage },
  { path: '/form-templates/catalog', needs: 'forms.manage', page: FormCatalogPage },
  { path: '/clients', page: ClientsPage },
  { path: '/settings/branding', needs: 'settings.edit', page: BrandingPage },
  { path: '/settings/roles', needs: 'accounts.manage', page: RolesPage },
  { path: '/patrol-rounds', needs: 'patrols.manage', page: PatrolRoundsPage },
  { path: '/reports/schedules', needsAny: SCHEDULE_PERMISSIONS, page: ReportSchedulesPage },
];

function SignedInPages() {
  const pathname = usePathname();
  const can = useCan();
  const modules = useUser().tenant.modules;
  // The start page: the home page for whoever has a list it sums up, the properties otherwise.
  const start = HOME_PERMISSIONS.some(can) ? '/home' : '/properties';
  useEffect(() => {
    if (pathname === '/') navigate(start, { replace: true });
  }, [pathname, start]);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = PAGES.find((candidate) => candidate.path === path);
  // A page the role does not include says so; only an address that is no page is "not found".
  const Page =
    pathname === '/'
      ? start === '/home'
        ? HomePage
        : PropertiesPage
      : !found
        ? NotFoundPage
        : (!found.needs || can(found.needs)) &&
            (!found.needsAny || found.needsAny.some(can)) &&
            (!found.module || modules.includes(found.module))
          ? found.page
          : NoAccessPage;
  return <Page />;
}

/** The token of an invite link: `/invite#<token>` (kept out of server logs) or `/invite/<token>`. */
function inviteToken(pathname: string): string | undefined {
  if (pathname === '/invite' || pathname === '/invite/') {
    const fromHash = window.location.hash.slice(1);
    try {
      return fromHash === '' ? undefined : decodeURIComponent(fromHash);
    } catch {
      return fromHash;
    }
  }
  return matchPath('/invite/:token', pathname)?.token || undefined;
}

/** Which screen the person sees: set-up, sign-in, an invitation, or the portal itself. */
export function App() {
  const session = useSession();
  const pathname = usePathname();
  // Texts, dates and numbers follow the language and the zone: render again when they change.
  useLanguage();
  const user = session.data?.user;
  // Signed in: the person's language (else the organisation's) and the organisation's zone.
  useLayoutEffect(() => {
    if (!user) {
      setTimeZone(undefined);
      return;
    }
    // Kept on this device too: the next sign-in page already speaks it.
    setLanguage(user.language ?? user.tenant.language);
    setTimeZone(user.tenant.timezone);
  }, [user]);

  if (session.isPending) {
    return (
      <div className="boot">
        <Loading />
      </div>
    );
  }
  if (session.isError) {
    return (
      <AuthLayout title={t.errors.loadFailed}>
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      </AuthLayout>
    );
  }

  const invite = inviteToken(pathname);
  if (invite) return <InvitePage token={invite} />;
  if (pathname === '/reset-password' && !session.data.user) return <ResetPasswordPage />;
  if (session.data.setup_required) return <SetupPage />;
  if (!session.data.user) return <SignInPage />;
  return (
    <Shell>
      <SignedInPages />
    </Shell>
  );
}
