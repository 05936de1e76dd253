import { useCan } from '../api/queries.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { EmptyState, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { Link } from '../router.tsx';

/** The settings overview: one tile per section the person may open. */
export function SettingsPage() {
  const can = useCan();
  const sections: { to: string; title: string; text: string; icon: IconName }[] = [];
  if (can('settings.edit')) {
    sections.push({
      to: '/settings/organisation',
      title: t.shell.organisation,
      text: t.settings.organisationText,
      icon: 'building',
    });
  }
  sections.push({ to: '/profile', title: t.shell.profile, text: t.settings.profileText, icon: 'users' });
  if (can('settings.edit')) {
    sections.push({
      to: '/settings/integrations',
      title: t.shell.integrations,
      text: t.settings.integrationsText,
      icon: 'plug',
    });
  }
  if (can('audit.view')) {
    sections.push({ to: '/settings/audit-log', title: t.shell.auditLog, text: t.settings.auditText, icon: 'list' });
  }
  if (can('settings.edit')) {
    sections.push({
      to: '/settings/outgoing-mail',
      title: t.shell.outgoingMail,
      text: t.settings.outgoingMailText,
      icon: 'mail',
    });
    sections.push({ to: '/alerts', title: t.alerts.nav, text: t.alerts.tileText, icon: 'bell' });
    sections.push({
      to: '/settings/workflow-rules',
      title: t.shell.workflowRules,
      text: t.settings.workflowRulesText,
      icon: 'list',
    });
  }
  if (can('time.manage')) {
    sections.push({
      to: '/settings/working-time',
      title: t.workingTimeSettings.nav,
      text: t.workingTimeSettings.tileText,
      icon: 'list',
    });
  }
  if (can('settings.edit')) {
    sections.push({
      to: '/settings/branding',
      title: t.clients.branding.nav,
      text: t.clients.branding.tileText,
      icon: 'building',
    });
  }
  if (can('accounts.manage')) {
    sections.push({ to: '/settings/roles', title: t.clients.roles.nav, text: t.clients.roles.tileText, icon: 'users' });
  }
  return (
    <>
      <PageHeader title={t.settings.title} intro={t.settings.intro} />
      {sections.length === 0 ? <EmptyState title={t.settings.nothing} /> : null}
      <ul className="tiles">
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="tile">
              <span className="tile__icon" aria-hidden="true">
                <Icon name={section.icon} size={22} />
              </span>
              <span className="tile__title">{section.title}</span>
              <span className="tile__text">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
