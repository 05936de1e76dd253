import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { endpoints } from '../api/endpoints.ts';
import { keys, useUser } from '../api/queries.ts';
import { SCHEDULE_PERMISSIONS } from '../api/report-schedules.ts';
import type { Session } from '../api/types.ts';
import { ReauthDialog } from '../components/ReauthDialog.tsx';
import { beginSignOut, endSignOut } from '../api/reauth.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { Logo } from '../components/Logo.tsx';
import { HOME_PERMISSIONS } from './HomePage.tsx';
import { ALERT_PERMISSIONS, useOpenAlerts } from './AlertsPage.tsx';
import { useScheduleNotices } from './ReportScheduleParts.ts';
import { Banner } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { roleName } from '../lib/roles.ts';
import { formatDate } from '../lib/format.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';

/** Below this width (the phone and small-tablet layout in layout.css) the navigation is a drawer. */
const NARROW = '(max-width: 899px)';
import { Link, navigate } from '../router.tsx';

interface NavItem {
  to: string;
  label: string;
  icon?: IconName;
  children?: NavItem[];
  /** A group's heading that is no page of its own: its entries are the pages. */
  heading?: boolean;
  /** Unread notices the page holds, counted next to its name. */
  unread?: { count: number; label: string };
}

function useNavigation(): NavItem[] {
  const user = useUser();
  const can = (permission: (typeof user.permissions)[number]) => user.permissions.includes(permission);
  const schedules = SCHEDULE_PERMISSIONS.some(can);
  const scheduleNotices = useScheduleNotices(schedules);
  const alerts = ALERT_PERMISSIONS.some(can);
  const openAlerts = useOpenAlerts(alerts);
  const items: NavItem[] = [];
  if (HOME_PERMISSIONS.some(can)) items.push({ to: '/home', label: t.home.nav, icon: 'home' });
  if (alerts) {
    items.push({
      to: '/alerts',
      label: t.alerts.nav,
      icon: 'bell',
      unread: { count: openAlerts, label: t.alerts.unread(openAlerts) },
    });
  }
  items.push({ to: '/properties', label: t.shell.properties, icon: 'building' });
  items.push({ to: '/clients', label: t.clients.nav, icon: 'users' });
  if (can('tasks.manage')) items.push({ to: '/tasks', label: t.tasks.nav, icon: 'check' });
  if (can('tasks.manage')) items.push({ to: '/service-plan', label: t.servicePlans.nav, icon: 'list' });
  if (can('tasks.manage')) {
    items.push({ to: '/planned-vs-done', label: t.servicePlans.plannedVsDone.nav, icon: 'list' });
    items.push({ to: '/inspections', label: t.inspections.nav, icon: 'check' });
  }
  if (can('incidents.manage')) items.push({ to: '/incidents', label: t.incidents.nav, icon: 'alert' });
  if (can('material.manage') && user.tenant.modules.includes('material')) {
    items.push({ to: '/material', label: t.material.nav, icon: 'list' });
  }
  if (can('patrols.manage')) items.push({ to: '/patrol-rounds', label: t.patrolRounds.nav, icon: 'list' });
  if (can('patrols.manage')) items.push({ to: '/patrol-routes', label: t.patrolSetup.nav, icon: 'list' });
  if (can('forms.manage')) items.push({ to: '/form-responses', label: t.forms.navResponses, icon: 'list' });
  if (can('forms.manage')) items.push({ to: '/form-templates', label: t.forms.navTemplates, icon: 'edit' });
  if (can('accounts.manage')) items.push({ to: '/accounts', label: t.shell.accounts, icon: 'users' });
  if (can('time.manage')) items.push({ to: '/time-sheets', label: t.shell.timeSheets, icon: 'list' });
  if (can('time.manage')) items.push({ to: '/absences', label: t.absences.nav, icon: 'list' });
  const reports: NavItem[] = [];
  if (schedules) {
    reports.push({
      to: '/reports/schedules',
      label: t.reportSchedules.nav,
      unread: { count: scheduleNotices.length, label: t.reportSchedules.notices.unread(scheduleNotices.length) },
    });
  }
  if (can('time.manage')) reports.push({ to: '/exports', label: t.shell.exports });
  if (can('time.manage')) reports.push({ to: '/working-time-compliance', label: t.workingTimeCompliance.nav });
  if (reports.length > 0) {
    items.push({ to: '#reports', label: t.reportSchedules.navGroup, icon: 'book', heading: true, children: reports });
  }
  const settings: NavItem[] = [];
  if (can('settings.edit')) settings.push({ to: '/settings/organisation', label: t.shell.organisation });
  if (can('settings.edit')) settings.push({ to: '/settings/integrations', label: t.shell.integrations });
  if (can('audit.view')) settings.push({ to: '/settings/audit-log', label: t.shell.auditLog });
  if (can('settings.edit')) settings.push({ to: '/settings/outgoing-mail', label: t.shell.outgoingMail });
  if (can('settings.edit')) settings.push({ to: '/settings/workflow-rules', label: t.shell.workflowRules });
  if (can('time.manage')) settings.push({ to: '/settings/working-time', label: t.workingTimeSettings.nav });
  if (can('settings.edit')) settings.push({ to: '/settings/branding', label: t.clients.branding.nav });
  if (can('accounts.manage')) settings.push({ to: '/settings/roles', label: t.clients.roles.nav });
  if (settings.length > 0)
    items.push({ to: '/settings', label: t.shell.settings, icon: 'settings', children: settings });
  return items;
}

function SignOutButton() {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: endpoints.signOut,
    // Requests that fail while the server signs out must not ask to sign in again.
    onMutate: beginSignOut,
    onSettled: async () => {
      // Signed out on purpose: nobody is asked to sign in again over the old screen.
      client.setQueryData<Session>(keys.session, (old) => (old ? { ...old, user: null } : old));
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session[0] });
      await client.invalidateQueries({ queryKey: keys.session });
      navigate('/', { replace: true });
      endSignOut();
    },
  });
  return (
    <button
      type="button"
      className="button button--quiet sidebar__signout"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      <Icon name="logout" />
      {signOut.isPending ? t.shell.signingOut : t.shell.signOut}
    </button>
  );
}

/** The frame of every signed-in page: organisation, navigation, the person, and the licence state. */
export function Shell({ children }: { children: ReactNode }) {
  const user = useUser();
  const navigation = useNavigation();
  const narrow = useMediaQuery(NARROW);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`app${menuOpen ? ' app--menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t.shell.skipToContent}
      </a>
      {narrow ? (
        <header className="topbar">
          <button
            type="button"
            className="icon-button icon-button--light"
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            aria-label={menuOpen ? t.shell.closeMenu : t.shell.menu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
          <span className="topbar__title">{user.tenant.name}</span>
        </header>
      ) : null}
      {/* Named as the button that opens it: another complementary part of a page (a summary) stays distinct. */}
      <aside className="sidebar" id="sidebar" aria-label={t.shell.menu}>
        {narrow ? null : (
          <div className="sidebar__brand">
            {user.tenant.has_logo ? (
              <img className="shell-logo" src="/portal/api/organisation/logo" alt="" />
            ) : (
              <Logo />
            )}
            <div className="sidebar__brand-text">
              <span className="sidebar__product">{t.product}</span>
              <span className="sidebar__tenant">{user.tenant.name}</span>
            </div>
          </div>
        )}
        <nav className="sidebar__nav" aria-label={t.shell.navLabel}>
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                {item.heading ? (
                  <span className="nav-link nav-link--heading" id={`nav-${item.to.slice(1)}`}>
                    {item.icon ? <Icon name={item.icon} /> : null}
                    {item.label}
                  </span>
                ) : (
                  <Link to={item.to} className="nav-link" matchPrefix={!item.children} onClick={closeMenu}>
                    {item.icon ? <Icon name={item.icon} /> : null}
                    {item.label}
                    {item.unread && item.unread.count > 0 ? (
                      <span className="nav-count">
                        <span aria-hidden="true">{item.unread.count}</span>
                        <span className="visually-hidden">{item.unread.label}</span>
                      </span>
                    ) : null}
                  </Link>
                )}
                {item.children ? (
                  <ul className="nav-sub" aria-labelledby={item.heading ? `nav-${item.to.slice(1)}` : undefined}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className="nav-link nav-link--sub" onClick={closeMenu}>
                          {child.label}
                          {child.unread && child.unread.count > 0 ? (
                            <span className="nav-count">
                              <span aria-hidden="true">{child.unread.count}</span>
                              <span className="visually-hidden">{child.unread.label}</span>
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar__user">
          <div className="sidebar__person">
            <span className="avatar" aria-hidden="true">
              {initials(user.name)}
            </span>
            <div>
              <p className="sidebar__name">
                <Link to="/profile" className="sidebar__profile-link" onClick={closeMenu}>
                  {user.name}
                </Link>
              </p>
              <p className="sidebar__role">{roleName(user.role, user.role_name)}</p>
            </div>
          </div>
          <SignOutButton />
        </div>
      </aside>
      <div className="scrim" aria-hidden="true" onClick={closeMenu} />
      <main className="main" id="main" tabIndex={-1}>
        {user.tenant.licence_active ? null : (
          <Banner tone="warning">{t.shell.licenceExpired(formatDate(user.tenant.licence_valid_until))}</Banner>
        )}
        {children}
      </main>
      <ReauthDialog email={user.email} tenantId={user.tenant.id} />
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
