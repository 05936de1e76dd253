import { portalWebhookRoutes } from './webhooks.routes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { AppDeps } from '../deps.js';
import { portalAccountRoutes } from './accounts.routes.js';
import { portalApiKeyRoutes } from './api-keys.routes.js';
import { portalAuditRoutes } from './audit.routes.js';
import { inviteRoutes } from './invites.routes.js';
import { portalOutgoingMailRoutes } from './outgoing-mail.routes.js';
import { portalWorkflowRuleRoutes } from './workflow-rules.routes.js';
import { installPortalAuth } from './portal-auth.js';
import { portalOrganisationRoutes } from './organisation.routes.js';
import { portalProfileRoutes } from './profile.routes.js';
import { portalClockRoutes } from './clock.routes.js';
import { portalDeviceRoutes } from './devices.routes.js';
import { portalExportRoutes } from './exports.routes.js';
import { portalFieldFormRoutes } from './field-forms.routes.js';
import { portalFileRoutes } from './files.routes.js';
import { portalIncidentRoutes } from './incidents.routes.js';
import { portalFormRoutes } from './forms.routes.js';
import { portalFieldIncidentRoutes } from './field-incidents.routes.js';
import { portalFieldPatrolRoutes } from './field-patrols.routes.js';
import { portalFieldTaskRoutes } from './field-tasks.routes.js';
import { portalReportRoutes } from './reports.routes.js';
import { portalReportScheduleRoutes } from './report-schedules.routes.js';
import { portalNoticeRoutes } from './notices.routes.js';
import { portalAlertRoutes } from './alerts.routes.js';
import { portalPayrollRoutes } from './payroll.routes.js';
import { portalHomeRoutes } from './home.routes.js';
import { portalPatrolRoundRoutes } from './patrol-rounds.routes.js';
import { portalTimeSheetRoutes } from './timesheet.routes.js';
import { portalPropertyRoutes } from './properties.routes.js';
import { portalTaskRoutes } from './tasks.routes.js';
import { portalServicePlanRoutes } from './service-plans.routes.js';
import { portalPatrolRouteRoutes } from './patrol-routes.routes.js';
import { portalClientRoutes } from './clients.routes.js';
import { portalMaterialRoutes } from './material.routes.js';
import { portalInspectionRoutes } from './inspections.routes.js';
import { roleRoutes } from './roles.routes.js';
import { sessionRoutes } from './session.routes.js';

/**
 * The portal's JSON routes under /portal/api. Every route declares what it needs
 * (`config.portal`) and is hidden from the API document; the session chain runs before each.
 */
export function portalApi(deps: AppDeps, fileStore: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    const csrf = await installPortalAuth(app, deps);
    await app.register(sessionRoutes(deps, csrf));
    await app.register(inviteRoutes(deps, csrf));
    await app.register(roleRoutes(deps));
    await app.register(portalPropertyRoutes(deps));
    await app.register(portalTaskRoutes(deps));
    await app.register(portalServicePlanRoutes(deps));
    await app.register(portalAccountRoutes(deps));
    await app.register(portalApiKeyRoutes(deps));
    await app.register(portalWebhookRoutes(deps));
    await app.register(portalAuditRoutes(deps));
    await app.register(portalOutgoingMailRoutes(deps));
    await app.register(portalWorkflowRuleRoutes(deps));
    await app.register(portalOrganisationRoutes(deps));
    await app.register(portalProfileRoutes(deps));
    await app.register(portalClockRoutes(deps));
    await app.register(portalExportRoutes(deps, fileStore));
    await app.register(portalTimeSheetRoutes(deps, fileStore));
    await app.register(portalPayrollRoutes(deps));
    await app.register(portalDeviceRoutes(deps));
    await app.register(portalIncidentRoutes(deps));
    await app.register(portalFormRoutes(deps));
    await app.register(portalFieldFormRoutes(deps));
    await app.register(portalFieldTaskRoutes(deps));
    await app.register(portalFieldPatrolRoutes(deps));
    await app.register(portalFieldIncidentRoutes(deps));
    await app.register(portalFileRoutes(deps, fileStore));
    await app.register(portalClientRoutes(deps));
    await app.register(portalReportRoutes(deps, fileStore));
    await app.register(portalReportScheduleRoutes(deps, fileStore));
    await app.register(portalNoticeRoutes(deps));
    await app.register(portalAlertRoutes(deps));
    await app.register(portalPatrolRoundRoutes(deps));
    await app.register(portalHomeRoutes(deps));
    await app.register(portalPatrolRouteRoutes(deps));
    await app.register(portalMaterialRoutes(deps));
    await app.register(portalInspectionRoutes(deps));
  };
}
