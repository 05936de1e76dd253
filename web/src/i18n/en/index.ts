// Every text the portal shows, keyed, in English: one file per screen or area (`common.ts`
// for what many screens share). The English texts define the shape (`Messages`) that every
// other language must provide key for key; a new screen adds its own file here and in
// each other language, and lists it below.

import { absences } from './absences.ts';
import { accounts } from './accounts.ts';
import { audit } from './audit.ts';
import { clients } from './clients.ts';
import { common, errors, fieldProblems, overlap, problems, product, time, validation } from './common.ts';
import { devices } from './devices.ts';
import { datev } from './datev.ts';
import { exportHistory } from './export-history.ts';
import { exports } from './exports.ts';
import { field } from './field.ts';
import { fieldForms } from './field-forms.ts';
import { fieldPatrol } from './field-patrol.ts';
import { fieldInspection } from './field-inspection.ts';
import { fieldWork } from './field-work.ts';
import { forms } from './forms.ts';
import { incidents } from './incidents.ts';
import { inspections } from './inspections.ts';
import { material } from './material.ts';
import { integrations } from './integrations.ts';
import { invite } from './invite.ts';
import { noAccess } from './no-access.ts';
import { notFound } from './not-found.ts';
import { organisation } from './organisation.ts';
import { outgoingMail } from './outgoing-mail.ts';
import { sendingErrors } from './sending-errors.ts';
import { patrolReport } from './patrol-report.ts';
import { home } from './home.ts';
import { alerts } from './alerts.ts';
import { patrolRounds } from './patrol-rounds.ts';
import { patrolSetup } from './patrol-setup.ts';
import { payroll } from './payroll.ts';
import { photos } from './photos.ts';
import { profile } from './profile.ts';
import { properties } from './properties.ts';
import { reauth } from './reauth.ts';
import { reportSchedules } from './report-schedules.ts';
import { reports } from './reports.ts';
import { reset } from './reset.ts';
import { servicePlans } from './service-plans.ts';
import { settings } from './settings.ts';
import { setup } from './setup.ts';
import { shell } from './shell.ts';
import { signIn } from './sign-in.ts';
import { taskCompletion } from './task-completion.ts';
import { tasks } from './tasks.ts';
import { timeSheet } from './time-sheet.ts';
import { workingTimeCompliance } from './working-time-compliance.ts';
import { webhooks } from './webhooks.ts';
import { workflowRules } from './workflow-rules.ts';
import { workingTimeSettings } from './working-time-settings.ts';

export const en = {
  servicePlans,
  product,
  common,
  errors,
  problems,
  fieldProblems,
  overlap,
  validation,
  setup,
  signIn,
  timeSheet,
  workingTimeCompliance,
  exports,
  field,
  reset,
  reauth,
  noAccess,
  profile,
  organisation,
  invite,
  shell,
  notFound,
  properties,
  accounts,
  settings,
  webhooks,
  integrations,
  audit,
  outgoingMail,
  sendingErrors,
  workflowRules,
  time,
  payroll,
  absences,
  workingTimeSettings,
  exportHistory,
  datev,
  devices,
  tasks,
  incidents,
  inspections,
  material,
  forms,
  fieldWork,
  fieldForms,
  photos,
  clients,
  reports,
  patrolReport,
  taskCompletion,
  patrolRounds,
  home,
  alerts,
  fieldPatrol,
  fieldInspection,
  patrolSetup,
  reportSchedules,
};

/** The shape of every language's texts, taken from the English ones. */
export type Messages = typeof en;
