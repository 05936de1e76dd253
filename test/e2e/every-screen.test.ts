import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedClients } from '../../src/cli/demo-clients.js';
import { MAIL_DOMAIN, seedCompany } from '../../src/cli/demo-company.js';
import { seedFieldWork } from '../../src/cli/demo-field.js';
import { seedForms } from '../../src/cli/demo-forms.js';
import { seedIncidentReports } from '../../src/cli/demo-incident-reports.js';
import { INSPECTION_TEMPLATE } from '../../src/cli/demo-inspections.js';
import { seedMaterial } from '../../src/cli/demo-material.js';
import { seedPatrolRounds } from '../../src/cli/demo-patrol-rounds.js';
import { seedPatrolRoutes } from '../../src/cli/demo-patrols.js';
import { seededRandom } from '../../src/cli/demo-pictures.js';
import { seedTasks } from '../../src/cli/demo-tasks.js';
import { addDays, TIME_ZONE } from '../../src/cli/demo-time.js';
import { PERMISSIONS } from '../../src/modules/access/permissions.js';
import { OPERATOR } from '../../src/modules/access/actor.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { raiseAlert } from '../../src/modules/alerts/alerts.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { clients } from '../../src/modules/clients/clients.tables.js';
import { formResponses, formTemplates } from '../../src/modules/forms/forms.tables.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { patrolRounds } from '../../src/modules/patrols/patrols.tables.js';
import {
  completeInspection,
  createInspectionTemplate,
  recordRatings,
  startInspection,
} from '../../src/modules/inspections/inspections.service.js';
import { createReportSchedule } from '../../src/modules/report-schedules/report-schedules.service.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { createPlanArea, createPlanService } from '../../src/modules/service-plans/service-plans.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { applyClockAction, type ClockAction } from '../../src/modules/working-time/clock.service.js';
import { applyHolidayPreset, recordAbsence, setPayrollProfile } from '../../src/modules/working-time/people.service.js';
import { weekday, zonedInstant } from '../../src/modules/working-time/zoned.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, startPortal } from './browser.js';

// Every portal screen (with the detail pages and the dialogs that matter) and every tab of the
// field app, in German and English, on a tenant with everyday data: axe-core (WCAG 2 A and AA)
// finds nothing to fix and nothing is wider than the window, at 1280×800 and 390×844.
// A screenshot of each screen at both sizes is kept in test-results/screens/<language>-<width>/
// for people to look at when they ask for it: with SCREENSHOTS=1, or with SCREENS=<names>
// (while working on those screens; SCREENSHOTS=0 leaves them out). A full run takes none:
// the full-page pictures were a fifth of the file's time and nothing checks them.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCREENS_DIR = path.join(ROOT, 'test-results', 'screens');
const KEEP_SCREENSHOTS =
  process.env.SCREENSHOTS === '1' || (process.env.SCREENSHOTS !== '0' && Boolean(process.env.SCREENS));
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const ADMIN_PASSWORD = 'four calm harbour lights';
const GUARD_PASSWORD = 'night round by the river';
type Language = 'de' | 'en';

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * A window of the browser for one language, with axe-core in every page it loads. As a
 * script of the context axe starts with each page at a small cost; added to each page
 * after it had loaded (a 550 kB script tag every time) it took a third of the time axe
 * needed on a screen.
 */
async function openWindow(
  browser: Browser,
  language: Language,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    locale: language === 'de' ? 'de-DE' : 'en-GB',
    reducedMotion: 'reduce',
    // The portal's CSP would refuse a script the page did not load itself.
    bypassCSP: true,
  });
  await context.addInitScript({ content: AXE_SOURCE });
  return context;
}

/** What axe-core finds against WCAG 2 A and AA on the page as it is now, one line per element. */
async function axeViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) throw new Error(`${screen}: axe-core is not in the page`);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(
      { exclude: [['.toasts']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    )) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id} (${violation.impact ?? ''}) at ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}: ${violation.help}` +
        (node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 300)}` : ''),
    ),
  );
}

/** Requests each page has under way (counted from the page's own events, see `watchRequests`). */
const underWay = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's requests as they start and end, for `settle`. */
function watchRequests(page: Page): Page {
  const state = { count: 0, lastChange: Date.now() };
  underWay.set(page, state);
  const change = (by: number) => () => {
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return page;
}

/**
 * Waits until the page has its data: no request under way for 150 ms (long enough for a
 * screen to ask its next question after an answer), no loading indicator, a heading.
 * Playwright's `networkidle` asks for 500 ms of quiet on every screen instead, which over
 * about 200 screens was a minute of waiting per language.
 */
async function settle(page: Page): Promise<void> {
  const state = underWay.get(page);
  const deadline = Date.now() + 15_000;
  while (state && Date.now() < deadline && (state.count > 0 || Date.now() - state.lastChange < 150)) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page
    .waitForFunction(
      () => document.querySelector('.loading, .skeleton') === null && document.querySelector('h1'),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  // Fonts, then a layout that holds still: what axe measures must not move while it measures.
  await page.evaluate(() => document.fonts.ready);
  await steady(page);
}

/**
 * Waits until the page stands still: no transition or animation that ends is running (the
 * phone menu's hiding runs on after a resize) and no control has moved between two frames
 * (data that arrives late, a re-render after a resize, a font). axe measures the controls
 * one after the other; a page that moves meanwhile shows controls on top of each other
 * that never are. Gives up after two seconds (an endless animation, a ticking clock).
 */
async function steady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const layout = () =>
      `${scrollX},${scrollY};` +
      Array.from(
        document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex], h1, h2, .card'),
        (element) => {
          const r = element.getBoundingClientRect();
          return `${r.left},${r.top},${r.width},${r.height}`;
        },
      ).join(';');
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
    const deadline = performance.now() + 2_000;
    let before = layout();
    while (performance.now() < deadline) {
      await frame();
      const now = layout();
      if (now === before && !moving()) return;
      before = now;
    }
  });
}

/** The page is wider than its window (sideways scrolling), with the widest elements that stick out. */
async function overflow(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.offsetParent !== null)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} “${element.innerText.slice(0, 40)}” ends at ${Math.round(element.getBoundingClientRect().right)} px`,
      );
  });
  return found.map((what) => `${screen}: wider than the window: ${what}`);
}

/**
 * Changes the window's size and waits for the page to lay itself out again and to have
 * what it asks for at that size. Without the screenshot that used to come first, the
 * page gets no time of its own between the two sizes.
 */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await settle(page);
}

async function shoot(page: Page, language: Language, size: { width: number; height: number }, screen: string) {
  if (!KEEP_SCREENSHOTS) return;
  const folder = path.join(SCREENS_DIR, `${language}-${size.width}`);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${screen}.png`), fullPage: true });
}

interface Screen {
  name: string;
  /** Address below the portal's root. */
  path: () => string;
  /** Opens a dialog (or another state) after the page has loaded. */
  open?: (page: Page, language: Language) => Promise<void>;
}

const clickText = (de: string | RegExp, en: string | RegExp) => async (page: Page, language: Language) => {
  await page
    .getByRole('button', { name: language === 'de' ? de : en })
    .first()
    .click();
  await page.locator('dialog[open]').waitFor();
};

describeInBrowser(
  'Every screen in Chromium: axe finds nothing, at desktop and phone size, in German and English',
  () => {
    let portal: RunningPortal;
    let browser: Browser;
    let tenantId = 0;
    let adminEmail = '';
    let guardEmail = '';
    const ids = {
      incident: 0,
      response: 0,
      template: 0,
      round: 0,
      schedule: 0,
      property: 0,
      inspection: 0,
      inspectionTemplate: 0,
    };

    beforeAll(async () => {
      portal = await startPortal();
      const deps = portal.t.deps;
      const db = portal.t.database.db;
      const now = Date.now();
      const today = calendarDay(now, TIME_ZONE);
      const random = seededRandom(20_261_128);
      const tenant = await createTenant(deps, {
        name: 'Rheinufer Gebäudedienste GmbH',
        plan: 'PREMIUM',
        timezone: TIME_ZONE,
        modules: ['material'],
        seatLimit: 50,
      });
      tenantId = tenant.id;
      const { admin, adminAccess, propertyIds, propertyId, accessOf } = await seedCompany(deps, tenantId);
      adminEmail = admin.email;
      await withPassword(portal.t, tenantId, admin.id, ADMIN_PASSWORD);
      const properties = [...propertyIds.values()];
      await seedMaterial(deps, adminAccess, properties);
      await seedClients(deps, portal.t.fileStore, adminAccess, properties);
      const [officeRoute] = await seedPatrolRoutes(
        deps,
        adminAccess,
        { office: propertyId('rheinauhafen'), park: propertyId('huerth') },
        today,
      );
      await seedTasks(deps, { tenantId, adminAccess, propertyId, random, now, today });
      // A service plan: one area with a fortnightly service.
      ids.property = propertyId('rheinauhafen');
      const planArea = await createPlanArea(deps, adminAccess, {
        property_id: ids.property,
        name: 'Treppenhaus',
        floor: 'EG–3. OG',
        size_m2: 180,
      });
      await createPlanService(deps, adminAccess, planArea.id, {
        title: 'Treppenhaus wischen',
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
        excluded_months: [12],
        skip_holidays: true,
        window_start: '06:00',
        window_end: '08:00',
        expected_minutes: 30,
        checklist: ['Handläufe abwischen', 'Stufen nass wischen'],
        valid_from: today,
      });
      // A quality inspection of that area, below the threshold, with a defect; the template
      // also gives the field app's quality inspection something to offer.
      const inspectionTemplate = await createInspectionTemplate(deps, adminAccess, INSPECTION_TEMPLATE);
      ids.inspectionTemplate = inspectionTemplate.template_id;
      ids.inspection = await startInspection(deps, adminAccess, {
        property_id: ids.property,
        template_id: inspectionTemplate.template_id,
        date: addDays(today, -2),
        sample: [planArea.id],
      });
      await recordRatings(deps, adminAccess, ids.inspection, [
        {
          area_id: planArea.id,
          criterion_id: 'boden',
          step: '4',
          defect: true,
          note: 'Stufen im 2. OG nicht gewischt',
        },
        { area_id: planArea.id, criterion_id: 'oberflaechen', step: '2' },
        { area_id: planArea.id, criterion_id: 'abfall', step: '1' },
      ]);
      await completeInspection(deps, adminAccess, ids.inspection, { client_representative_name: 'Jonas Berger' });
      const office = { admin: adminAccess, manager: accessOf('manager') };
      await seedIncidentReports(deps, portal.t.fileStore, { tenantId, office, accessOf, propertyId, now, today });
      await seedPatrolRounds(deps, portal.t.fileStore, {
        routes: [{ id: officeRoute as number, guards: [accessOf('lukas')] }],
        office,
        timeZone: TIME_ZONE,
        from: addDays(today, -3),
      });
      await seedFieldWork(deps, portal.t.fileStore, {
        worker: accessOf('lukas'),
        office: adminAccess,
        propertyId: propertyId('rheinauhafen'),
        today,
      });
      await seedForms(deps, portal.t.fileStore, { tenantId, accessOf, propertyId, random, now, today });
      const guard = accessOf('lukas');
      guardEmail = `lukas.becker@${MAIL_DOMAIN}`;
      await withPassword(portal.t, tenantId, guard.accountId, GUARD_PASSWORD);

      // A week of working time for three people: shifts with breaks, a vacation day, a sick day, one running.
      await applyHolidayPreset(deps, tenantId, 'NW', Number(today.slice(0, 4)));
      let counter = 0;
      const uuid = () => `e0000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
      for (const [index, name] of ['Ana Petrović', 'Jonas Weber', 'Fatma Kaya'].entries()) {
        const person = await createAccount(deps, tenantId, {
          email: `${name.split(' ')[0]?.toLowerCase().replace('ć', 'c')}@${MAIL_DOMAIN}`,
          name,
          role: 'worker',
          properties: 'all',
        });
        await setPayrollProfile(
          deps,
          tenantId,
          person.id,
          {
            personnelNumber: `100${index + 1}`,
            costCentre: 'KST-100 Reinigung',
            weeklyTargetMinutes: 2400,
            workDays: 31,
          },
          OPERATOR,
        );
        const actor = { kind: 'person' as const, tenantId, accountId: person.id, allProperties: true };
        const act = async (kind: ClockAction['kind'], at: number) => {
          const tapped = new Date(at).toISOString();
          await applyClockAction({ ...deps, clock: () => at + 30_000 }, actor, {
            uuid: uuid(),
            kind,
            deviceAt: tapped,
            sentAt: tapped,
            ...(kind === 'start' ? { propertyId: properties[index] } : {}),
          });
        };
        for (let day = addDays(today, -8); day < today; day = addDays(day, 1)) {
          if (weekday(day) === 0 || weekday(day) === 6) continue;
          if (day === addDays(today, -2 - index)) {
            await recordAbsence(deps, tenantId, { accountId: person.id, day, kind: index === 1 ? 'sick' : 'vacation' });
            continue;
          }
          const begin = zonedInstant(day, 7 + index, 0, TIME_ZONE);
          await act('start', begin);
          await act('pause', begin + 4 * 3_600_000);
          await act('resume', begin + 4.5 * 3_600_000);
          await act('end', begin + 8.5 * 3_600_000);
        }
        if (index === 0) await act('start', now - 2 * 3_600_000);
      }

      const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.tenantId, tenantId)).limit(1);
      const schedule = await createReportSchedule(
        { ...deps, files: portal.t.fileStore, attachmentMaxBytes: 10 * 1024 * 1024 },
        { actor: adminAccess, permissions: PERMISSIONS },
        {
          name: 'Wöchentlicher Vorfallbericht',
          kind: 'incidents',
          scope: { client_id: client?.id ?? null, property_ids: null, template_id: null },
          recurrence: { frequency: 'weekly', weekdays: [1], time: '07:00' },
          recipients: { emails: [`verwaltung@${MAIL_DOMAIN}`], account_ids: [] },
          subject: 'Vorfälle {period}',
          skip_if_empty: false,
        },
      );
      ids.schedule = schedule.id;
      const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
      ids.incident =
        (
          await first(
            db
              .select({ id: incidents.id })
              .from(incidents)
              .where(eq(incidents.tenantId, tenantId))
              .orderBy(asc(incidents.id))
              .limit(1),
          )
        )?.id ?? 0;
      ids.response =
        (
          await first(
            db
              .select({ id: formResponses.id })
              .from(formResponses)
              .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.status, 'submitted')))
              .limit(1),
          )
        )?.id ?? 0;
      ids.template =
        (
          await first(
            db
              .select({ id: formTemplates.id })
              .from(formTemplates)
              .where(eq(formTemplates.tenantId, tenantId))
              .limit(1),
          )
        )?.id ?? 0;
      ids.round =
        (
          await first(
            db.select({ id: patrolRounds.id }).from(patrolRounds).where(eq(patrolRounds.tenantId, tenantId)).limit(1),
          )
        )?.id ?? 0;
      // An urgent incident's alert, so the alerts screen lists one.
      const [urgent] = await db
        .select({ id: incidents.id, propertyId: incidents.propertyId, title: incidents.title })
        .from(incidents)
        .where(eq(incidents.tenantId, tenantId))
        .limit(1);
      if (urgent) {
        await db.transaction((tx) =>
          raiseAlert(tx, portal.t.clock, {
            tenantId,
            kind: 'incident_severe',
            occurrenceKey: `incident:${urgent.id}`,
            propertyId: urgent.propertyId,
            subject: {
              incident_id: urgent.id,
              title: urgent.title,
              severity: 'critical',
              reported_at: new Date().toISOString(),
            },
          }),
        );
      }
      browser = await launchBrowser();
    }, 300_000);

    afterAll(async () => {
      await browser?.close();
      await portal?.close();
    });

    const speaks = (language: Language) =>
      portal.t.database.db.update(accounts).set({ language }).where(eq(accounts.tenantId, tenantId));

    const SCREENS: Screen[] = [
      { name: 'home', path: () => '/home' },
      { name: 'alerts', path: () => '/alerts' },
      { name: 'properties', path: () => '/properties' },
      { name: 'properties-new', path: () => '/properties', open: clickText('Neues Objekt', 'New property') },
      { name: 'tasks', path: () => '/tasks' },
      { name: 'tasks-board', path: () => '/tasks?view=board' },
      { name: 'tasks-new', path: () => '/tasks', open: clickText('Neue Aufgabe', 'New task') },
      { name: 'service-plan', path: () => `/service-plan?property=${ids.property}` },
      {
        name: 'service-plan-new',
        path: () => `/service-plan?property=${ids.property}`,
        open: clickText(/^Leistung hinzufügen: /, /^Add service: /),
      },
      {
        name: 'service-plan-import',
        path: () => `/service-plan?property=${ids.property}`,
        open: clickText('CSV importieren', 'Import CSV'),
      },
      { name: 'planned-vs-done', path: () => '/planned-vs-done' },
      { name: 'inspections', path: () => '/inspections' },
      { name: 'inspection', path: () => `/inspections?id=${ids.inspection}` },
      { name: 'inspection-templates', path: () => '/inspection-templates' },
      { name: 'inspection-template', path: () => `/inspection-templates?id=${ids.inspectionTemplate}` },
      { name: 'inspection-template-new', path: () => '/inspection-templates?id=new' },
      { name: 'accounts', path: () => '/accounts' },
      { name: 'settings', path: () => '/settings' },
      { name: 'profile', path: () => '/profile' },
      { name: 'exports', path: () => '/exports' },
      { name: 'time-sheets', path: () => '/time-sheets' },
      { name: 'time-sheets-month', path: () => '/time-sheets?period=month' },
      { name: 'working-time-compliance', path: () => '/working-time-compliance' },
      { name: 'absences', path: () => '/absences' },
      { name: 'working-time', path: () => '/settings/working-time' },
      { name: 'organisation', path: () => '/settings/organisation' },
      { name: 'integrations', path: () => '/settings/integrations' },
      {
        name: 'integrations-key',
        path: () => '/settings/integrations',
        open: clickText('Schlüssel erstellen', 'Create key'),
      },
      { name: 'audit-log', path: () => '/settings/audit-log' },
      { name: 'outgoing-mail', path: () => '/settings/outgoing-mail' },
      { name: 'workflow-rules', path: () => '/settings/workflow-rules' },
      { name: 'branding', path: () => '/settings/branding' },
      { name: 'roles', path: () => '/settings/roles' },
      { name: 'incidents', path: () => '/incidents' },
      { name: 'incident', path: () => `/incidents?id=${ids.incident}` },
      { name: 'material-items', path: () => '/material' },
      { name: 'material-stock', path: () => '/material?tab=stock' },
      { name: 'material-ledger', path: () => '/material?tab=ledger' },
      { name: 'material-book', path: () => '/material?tab=book' },
      { name: 'material-requests', path: () => '/material?tab=requests' },
      { name: 'patrol-routes', path: () => '/patrol-routes' },
      { name: 'patrol-rounds', path: () => '/patrol-rounds' },
      { name: 'patrol-round', path: () => `/patrol-rounds?round=${ids.round}` },
      { name: 'form-responses', path: () => '/form-responses' },
      { name: 'form-response', path: () => `/form-responses?id=${ids.response}` },
      { name: 'form-templates', path: () => '/form-templates' },
      { name: 'form-template', path: () => `/form-templates?id=${ids.template}` },
      { name: 'form-catalog', path: () => '/form-templates/catalog' },
      { name: 'clients', path: () => '/clients' },
      { name: 'schedules', path: () => '/reports/schedules' },
      { name: 'schedule-new', path: () => '/reports/schedules?id=new' },
      { name: 'schedule', path: () => `/reports/schedules?id=${ids.schedule}` },
      { name: 'schedule-history', path: () => `/reports/schedules?history=${ids.schedule}` },
      { name: 'not-found', path: () => '/no-such-page' },
    ];

    // SCREENS=tasks,schedule-new checks only those (while fixing what axe found on them).
    const only = process.env.SCREENS?.split(',');
    const screens = only ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;

    const FIELD_TABS = ['clock', 'today', 'tasks', 'patrol', 'report', 'forms', 'material'] as const;

    async function signIn(page: Page, language: Language, at: string, email: string, password: string) {
      await page.goto(`${portal.url}${at}`);
      await page.getByLabel(language === 'de' ? 'E-Mail' : 'E-mail').fill(email);
      await page.getByLabel(language === 'de' ? 'Passwort' : 'Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Sign in' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }

    for (const language of ['de', 'en'] as const) {
      it(`every portal screen in ${language === 'de' ? 'German' : 'English'}`, async () => {
        await speaks(language);
        const problems: string[] = [];
        let context: BrowserContext | undefined;
        try {
          const [desktop, phone] = SIZES as [(typeof SIZES)[0], (typeof SIZES)[0]];
          context = await openWindow(browser, language, desktop);
          const page = watchRequests(await context.newPage());
          // The sign-in page, before anyone is signed in, in the browser's language.
          await page.goto(`${portal.url}/`);
          await page.evaluate((lang) => localStorage.setItem('ct_language', lang), language);
          await page.reload();
          await settle(page);
          problems.push(...(await axeViolations(page, 'sign-in')));
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await shoot(page, language, size, 'sign-in');
          }
          await page.setViewportSize(desktop);
          await signIn(page, language, '/', adminEmail, ADMIN_PASSWORD);
          for (const screen of screens) {
            await page.setViewportSize(desktop);
            await page.goto(`${portal.url}${screen.path()}`);
            await settle(page);
            if (screen.open) {
              await screen.open(page, language);
              await settle(page);
            }
            // The same page on the desktop, then in a phone's window.
            for (const size of [desktop, phone]) {
              if (size !== desktop) await resize(page, size);
              problems.push(...(await axeViolations(page, `${screen.name} @${size.width}`)));
              problems.push(...(await overflow(page, `${screen.name} @${size.width}`)));
              await shoot(page, language, size, screen.name);
            }
          }
          // The navigation on a phone, opened.
          await page.setViewportSize(phone);
          await page.goto(`${portal.url}/properties`);
          await settle(page);
          await page.getByRole('button', { name: language === 'de' ? 'Menü' : 'Menu' }).click();
          // The opened menu's links can be reached (the drawer has finished opening).
          await page.locator('nav.sidebar__nav a').first().waitFor({ state: 'visible' });
          await settle(page);
          problems.push(...(await axeViolations(page, 'menu @390')));
          await shoot(page, language, phone, 'menu');
        } finally {
          await context?.close();
        }
        expect(problems, problems.join('\n')).toEqual([]);
      }, 600_000);

      it(`every tab of the field app in ${language === 'de' ? 'German' : 'English'}`, async () => {
        await speaks(language);
        const problems: string[] = [];
        const [desktop, phone] = SIZES as [(typeof SIZES)[0], (typeof SIZES)[0]];
        const context = await openWindow(browser, language, phone);
        try {
          const page = watchRequests(await context.newPage());
          await signIn(page, language, '/app', guardEmail, GUARD_PASSWORD);
          for (const tab of FIELD_TABS) {
            await page.setViewportSize(phone);
            await page.goto(`${portal.url}/app${tab === 'clock' ? '' : `#${tab}`}`);
            await settle(page);
            for (const size of [phone, desktop]) {
              if (size !== phone) await resize(page, size);
              problems.push(...(await axeViolations(page, `app-${tab} @${size.width}`)));
              problems.push(...(await overflow(page, `app-${tab} @${size.width}`)));
              await shoot(page, language, size, `app-${tab}`);
            }
          }
        } finally {
          await context.close();
        }
        // The quality inspection, opened from Forms by someone who works with inspections.
        const office = await openWindow(browser, language, phone);
        try {
          const page = watchRequests(await office.newPage());
          await signIn(page, language, '/app', adminEmail, ADMIN_PASSWORD);
          await page.goto(`${portal.url}/app#inspection`);
          await settle(page);
          for (const size of [phone, desktop]) {
            if (size !== phone) await resize(page, size);
            problems.push(...(await axeViolations(page, `app-inspection @${size.width}`)));
            problems.push(...(await overflow(page, `app-inspection @${size.width}`)));
            await shoot(page, language, size, 'app-inspection');
          }
        } finally {
          await office.close();
        }
        expect(problems, problems.join('\n')).toEqual([]);
      }, 300_000);
    }
  },
);
