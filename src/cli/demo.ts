// `caretaker demo`: a realistic demo tenant to try the REST API with, in one command.
// Everything goes through the services the API and the field app use (so ids, change
// feed positions and stored files are real), inside one transaction: a failed run
// leaves no half-made tenant behind.
import type { Command } from 'commander';
import { SCOPES } from '../modules/access/scopes.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { installSubscribers } from '../subscribers.js';
import { incidents } from '../modules/incidents/incidents.tables.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import { makeFileStore } from '../platform/file-store/make-file-store.js';
import { createApiKey } from '../modules/api-keys/api-keys.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { calendarDay } from '../modules/shared/time.js';
import { createTenant } from '../modules/tenants/tenants.service.js';
import { seedMaterial } from './demo-material.js';
import { seedClients } from './demo-clients.js';
import { seedPatrolRoutes } from './demo-patrols.js';
import { seedPatrolRounds } from './demo-patrol-rounds.js';
import { seedWorkingTime } from './demo-working-time.js';
import { seedFieldWork } from './demo-field.js';
import { MAIL_DOMAIN, PROPERTIES, seedCompany, TENANT_NAME } from './demo-company.js';
import { TEMPLATES, seedForms } from './demo-forms.js';
import { applyChanges } from './demo-history.js';
import { INCIDENTS, seedIncidentReports } from './demo-incident-reports.js';
import { seededRandom } from './demo-pictures.js';
import { seedInspections } from './demo-inspections.js';
import { seedServicePlans } from './demo-service-plans.js';
import { seedTasks, TASKS } from './demo-tasks.js';
import { addDays, TIME_ZONE } from './demo-time.js';
import type { CliIo } from './io.js';

// ---------------------------------------------------------------------------------------
// Seeding.

export interface DemoResult {
  tenant_id: number;
  tenant_name: string;
  plan: 'PREMIUM';
  timezone: string;
  modules: string[];
  account_id: number;
  key: string;
  key_id: number;
  key_prefix: string;
  scopes: string[];
  accounts: { id: number; name: string; email: string; role: string; properties: 'all' | number[] }[];
  property_ids: number[];
  properties: { id: number; name: string; external_id: string }[];
  form_template_ids: number[];
  counts: {
    properties: number;
    accounts: number;
    tasks: number;
    incidents: number;
    form_templates: number;
    form_responses: number;
    form_responses_submitted: number;
    form_responses_draft: number;
    photos: number;
    working_time_people: number;
    shifts: number;
    patrol_rounds: number;
    patrol_incidents: number;
    /** Occurrences of the cleaning plans whose window has ended (done, late or missed). */
    plan_occurrences_past: number;
    /** Completed quality inspections of the last three months, at two properties. */
    inspections: number;
  };
  database: 'pglite' | 'postgres';
  base_url: string;
  docs_url: string;
  /** The admin's sign-in for the portal; the password is made for this run and shown only here. */
  portal_login: { url: string; email: string; password: string };
}

/** How many days back the clocked shifts and the patrol rounds go, unless asked otherwise. */
export const DEMO_HISTORY_DAYS = { workingTime: 61, patrolRounds: 28 };

/**
 * Creates the demo tenant with everything in it. Runs in one transaction; the photo files
 * are written to the store as they are made. `historyDays` shortens the clocked shifts and
 * patrol rounds for a caller that needs only some of each; everything else is the same.
 */
export async function seedDemo(
  deps: ServiceDeps,
  fileStore: FileStore,
  options: { baseUrl: string; historyDays?: number },
): Promise<DemoResult> {
  const history =
    options.historyDays === undefined
      ? DEMO_HISTORY_DAYS
      : { workingTime: options.historyDays, patrolRounds: options.historyDays };
  return deps.database.db.transaction(async (tx) => {
    const database: Database = { ...deps.database, db: tx };
    return seed({ database, clock: deps.clock }, fileStore, options.baseUrl, history);
  });
}

async function seed(
  deps: ServiceDeps,
  fileStore: FileStore,
  baseUrl: string,
  history: typeof DEMO_HISTORY_DAYS,
): Promise<DemoResult> {
  const db = deps.database.db;
  const now = deps.clock();
  const today = calendarDay(now, TIME_ZONE);
  const random = seededRandom(20_261_122);

  const tenant = await createTenant(deps, {
    name: TENANT_NAME,
    plan: 'PREMIUM',
    timezone: TIME_ZONE,
    modules: ['material'],
    seatLimit: 50,
  });
  const tenantId = tenant.id;

  const { admin, adminAccess, adminPassword, propertyIds, propertyId, accountRows, accessOf } = await seedCompany(
    deps,
    tenantId,
  );

  await seedMaterial(deps, adminAccess, [...propertyIds.values()]);
  await seedClients(deps, fileStore, adminAccess, [...propertyIds.values()]);
  const [officeRoute, parkRoute] = await seedPatrolRoutes(
    deps,
    adminAccess,
    { office: propertyId('rheinauhafen'), park: propertyId('huerth') },
    today,
  );
  const workingTime = await seedWorkingTime(
    deps,
    tenantId,
    TIME_ZONE,
    [...propertyIds.values()],
    MAIL_DOMAIN,
    adminAccess.accountId,
    history.workingTime,
  );

  const key = await createApiKey(deps, tenantId, {
    accountId: admin.id,
    name: 'Demo key (all scopes)',
    scopes: [...SCOPES],
  });

  await seedTasks(deps, { tenantId, adminAccess, propertyId, random, now, today });
  // Cleaning plans from four weeks back, with what became of each past occurrence.
  const plans = await seedServicePlans(deps, { tenantId, adminAccess, propertyId, accessOf, random, now, today });
  // Quality inspections of the plan areas over three months: one property steady, one falling.
  // Their own generator, so that the areas seeded after them look as they did before.
  const inspected = await seedInspections(deps, {
    adminAccess,
    inspector: accessOf('manager'),
    propertyId,
    random: seededRandom(20_261_129),
    now,
    today,
  });

  const office = { admin: adminAccess, manager: accessOf('manager') };
  const incidentChanges = await seedIncidentReports(deps, fileStore, {
    tenantId,
    office,
    accessOf,
    propertyId,
    now,
    today,
  });
  // Patrol rounds of the last four weeks, with the incidents the guards reported during them.
  const patrols = await seedPatrolRounds(deps, fileStore, {
    routes: [
      { id: officeRoute as number, guards: [accessOf('lukas'), accessOf('aylin')] },
      { id: parkRoute as number, guards: [accessOf('lukas')] },
    ],
    office,
    timeZone: TIME_ZONE,
    from: addDays(today, -history.patrolRounds),
  });
  incidentChanges.push(...patrols.incidents);
  await applyChanges(db, tenantId, incidents, undefined, incidentChanges);
  await seedFieldWork(deps, fileStore, {
    worker: accessOf('mehmet'),
    office: adminAccess,
    propertyId: propertyId('stadtgarten'),
    today,
  });

  const forms = await seedForms(deps, fileStore, { tenantId, accessOf, propertyId, random, now, today });

  return {
    tenant_id: tenantId,
    tenant_name: tenant.name,
    plan: 'PREMIUM',
    timezone: tenant.timezone,
    modules: tenant.modules,
    account_id: admin.id,
    key: key.key,
    key_id: key.id,
    key_prefix: key.prefix,
    scopes: key.scopes,
    accounts: accountRows,
    property_ids: PROPERTIES.map((p) => propertyId(p.key)),
    properties: PROPERTIES.map((p) => ({ id: propertyId(p.key), name: p.name, external_id: p.externalId })),
    form_template_ids: TEMPLATES.map((t) => forms.templateIds.get(t.key) as number),
    counts: {
      properties: PROPERTIES.length,
      accounts: accountRows.length,
      tasks: TASKS.length,
      incidents: INCIDENTS.length,
      form_templates: TEMPLATES.length,
      form_responses: forms.responses,
      form_responses_submitted: forms.responses - forms.drafts,
      form_responses_draft: forms.drafts,
      photos: forms.photos,
      working_time_people: workingTime.people,
      shifts: workingTime.shifts,
      patrol_rounds: patrols.rounds,
      patrol_incidents: patrols.incidents.length,
      plan_occurrences_past: plans.occurrences,
      inspections: inspected.inspections,
    },
    database: deps.database.kind,
    base_url: baseUrl,
    docs_url: `${baseUrl}/api/v1/docs`,
    portal_login: { url: `${baseUrl}/`, email: admin.email, password: adminPassword },
  };
}

// ---------------------------------------------------------------------------------------
// The command.

function describeAccess(result: DemoResult, properties: 'all' | number[]): string {
  if (properties === 'all') return 'all properties';
  const names = properties.map((id) => result.properties.find((p) => p.id === id)?.name ?? `#${id}`);
  return names.length === 1 ? `only ${names[0]}` : names.join(', ');
}

export function demoSummary(result: DemoResult): string {
  const c = result.counts;
  const curl = (path: string) => `curl -s "${result.base_url}${path}" -H "X-Api-Key: ${result.key}"`;
  return [
    `Demo tenant ${result.tenant_id} created: ${result.tenant_name}`,
    `  plan ${result.plan}, module ${result.modules.join(', ')}, time zone ${result.timezone} (${result.database})`,
    `  ${c.properties} properties, ${c.tasks} tasks, ${c.incidents} incidents, ${c.form_templates} form templates,`,
    `  ${c.form_responses} form responses (${c.form_responses_submitted} submitted, ${c.form_responses_draft} drafts) with ${c.photos} photos,`,
    `  ${c.patrol_rounds} patrol rounds in the last four weeks (${c.patrol_incidents} incidents reported during them)`,
    `  cleaning plans at 3 properties, ${c.plan_occurrences_past} occurrences in the last four weeks (done, late or missed)`,
    `  ${c.inspections} quality inspections in the last three months at 2 properties (one of them falling below 85 %)`,
    '',
    'Properties:',
    ...result.properties.map((p) => `  ${String(p.id).padStart(4)}  ${p.name} (${p.external_id})`),
    '',
    'Accounts:',
    ...result.accounts.map(
      (a) =>
        `  ${String(a.id).padStart(4)}  ${a.name} <${a.email}>, ${a.role}, ${describeAccess(result, a.properties)}`,
    ),
    '',
    `API key of ${result.accounts[0]?.name ?? 'the admin'} (account ${result.account_id}), with every scope.`,
    'Store it now; it is not shown again:',
    '',
    `  ${result.key}`,
    '',
    `Portal sign-in of ${result.accounts[0]?.name ?? 'the admin'} (admin), also shown only now:`,
    '',
    `  ${result.portal_login.url}`,
    `  e-mail:   ${result.portal_login.email}`,
    `  password: ${result.portal_login.password}`,
    '',
    'Next steps:',
    '  npx caretaker serve            # or: npm start',
    `  ${curl('/api/v1/me')}`,
    `  ${curl('/api/v1/properties')}`,
    `  ${curl('/api/v1/form-responses?status=submitted&pageSize=10')}`,
    `  open ${result.docs_url} for the interactive API reference`,
    '',
    'Running `caretaker demo` again creates another, independent demo tenant with its own key;',
    'this one stays as it is.',
  ].join('\n');
}

/** The address the summary points at: PUBLIC_URL, or this machine on PORT. */
function baseUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function registerDemoCommand(program: Command, io: CliIo): void {
  program
    .command('demo')
    .description(
      'Create a demo tenant with properties, tasks, incidents, forms and photos; prints an API key and a portal sign-in.',
    )
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const config = loadConfig(io.env);
      const database = await openDatabase(config, 'demo');
      installSubscribers(database);
      let result: DemoResult;
      try {
        await database.migrate();
        result = await seedDemo({ database, clock: Date.now }, makeFileStore(config, database), {
          baseUrl: baseUrlOf(config),
        });
      } finally {
        await database.close();
      }
      io.stdout(options.json ? `${JSON.stringify(result)}\n` : `${demoSummary(result)}\n`);
    });
}
