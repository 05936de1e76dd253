import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, tenants } from '../../src/db/schema.js';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { createClient } from '../../src/modules/clients/clients.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { recordNotice } from '../../src/modules/notices/notices.service.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import {
  dueReportSchedules,
  reportMailJob,
  sendReportJob,
  unsubscribeToken,
} from '../../src/modules/report-schedules/dispatch.js';
import {
  reportScheduleRecipients,
  reportSchedules,
} from '../../src/modules/report-schedules/report-schedules.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { mailSendJob } from '../../src/platform/mail/outgoing.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// Reports → Schedules in German on the desktop (1280×800): a weekly schedule of incident
// reports for a client is set up (a placeholder the server does not know is named at the
// subject), it shows in the list in words, is paused and resumed, sent now to the person
// as a test, and the test shows in the history with its file and each recipient's result.
// Then list, form and history in English on a phone (390×844).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'weekly reports to the client';
const DAY = 24 * 3600 * 1000;

/** Closes the confirmations, so the screenshots show what is under them. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.toast button');
  while ((await close.count()) > 0) await close.first().click();
}

describeInBrowser('Report schedules in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pdf: WorkerPoolPdfRenderer;
  let runner: JobRunner;
  let email = '';
  let tenantId = 0;
  let accountId = 0;
  let managerEmail = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { timezone: 'Europe/Berlin' });
    tenantId = tenant.tenant.id;
    accountId = tenant.accountId;
    await portal.t.database.db.update(tenants).set({ language: 'de' }).where(eq(tenants.id, tenantId));
    await portal.t.database.db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    email = (await findAccount(portal.t.database.db, tenantId, accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, accountId, PASSWORD);
    // A manager (no accounts.manage) who may send incident reports, and a worker who may not receive them.
    const manager = await createAccount(portal.t.deps, tenantId, {
      email: 'j.berger@hausdienst.example',
      name: 'Jonas Berger',
      role: 'manager',
    });
    managerEmail = manager.email;
    await withPassword(portal.t, tenantId, manager.id, PASSWORD);
    await createAccount(portal.t.deps, tenantId, {
      email: 'w.werner@hausdienst.example',
      name: 'Willi Werner',
      role: 'worker',
    });
    const actor = { kind: 'person' as const, tenantId, accountId, allProperties: true };
    const client = await createClient(portal.t.deps, actor, { name: 'Domstadt Wohnbau eG' });
    const propertyId = await createPropertyVia(portal.t.app, tenant.key, {
      name: 'Lindenhof 3',
      address: { city: 'Köln' },
    });
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Marktplatz 1' });
    await portal.t.database.db
      .update(properties)
      .set({ clientId: client.id })
      .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)));
    // Incidents a week and two weeks ago: whatever the weekday, the test sending's week has one.
    for (const daysAgo of [7, 14]) {
      const { incident } = await createIncident(portal.t.deps, actor, {
        property_id: propertyId,
        title: `Wasser im Keller (${daysAgo})`,
        severity: 'high',
      });
      await portal.t.database.db
        .update(incidents)
        .set({ createdAt: new Date(Date.now() - daysAgo * DAY), occurredAt: new Date(Date.now() - daysAgo * DAY) })
        .where(and(eq(incidents.tenantId, tenantId), eq(incidents.id, incident.id)));
    }
    pdf = new WorkerPoolPdfRenderer({ size: 1 });
    runner = new JobRunner({
      database: portal.t.database,
      kinds: [sendReportJob, reportMailJob, mailSendJob],
      schedules: [dueReportSchedules],
      ports: { mailer: new OutboxMailer(), files: portal.t.fileStore, pdf, config: portal.t.config },
      log: pino({ level: 'silent' }),
      clock: () => Date.now(),
    });
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await pdf?.close();
    await portal?.close();
  });

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('sets up a weekly schedule, sees it in words, pauses it, sends it now and finds the test in the history', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

    // Under Reports in the navigation, next to Exports.
    const reports = page.getByRole('list', { name: 'Berichte' });
    await reports.getByRole('link', { name: 'Exporte' }).waitFor();
    await reports.getByRole('link', { name: 'Versandpläne' }).click();
    await page.getByRole('heading', { level: 1, name: 'Versandpläne' }).waitFor();
    await page.getByText('Noch keine Versandpläne.').waitFor();

    await page.getByRole('button', { name: 'Neuer Versandplan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Neuer Versandplan' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Wochenbericht Meldungen Domstadt');
    await page.getByRole('radio', { name: 'Meldungen' }).check();
    // Every kind can be chosen, the patrol report too.
    expect(await page.getByRole('radio', { name: 'Rundgangsbericht' }).isDisabled()).toBe(false);
    await page.getByLabel('Kunde', { exact: true }).selectOption({ label: 'Domstadt Wohnbau eG' });
    await page.getByText('Alle Objekte von Domstadt Wohnbau eG').waitFor();
    // Choosing the client chose its branding too.
    expect(await page.getByLabel('Branding').inputValue()).not.toBe('default');

    // When: weekly on Monday at 06:00 is where it starts; the sentence follows every change.
    const sentence = page.getByTestId('schedule-sentence');
    await sentence.getByText('Jeden Montag um 06:00 gehen die Meldungen der Vorwoche noch an niemanden.').waitFor();
    await page.getByRole('checkbox', { name: 'Donnerstag' }).check();
    await page.getByTestId('schedule-when').getByText('Jeden Montag und Donnerstag um 06:00').waitFor();
    await page.getByLabel('Wiederholung').selectOption('monthly');
    await page.getByRole('radio', { name: 'Am', exact: true }).check();
    await page.getByLabel('Erster oder letzter').selectOption('last');
    await page.getByLabel('Wochentag').selectOption({ label: 'Freitag' });
    await sentence.getByText('Am letzten Freitag jedes Monats um 06:00 gehen die Meldungen des Vormonats').waitFor();
    await page.getByLabel('Wiederholung').selectOption('weekly');
    await page.getByRole('checkbox', { name: 'Donnerstag' }).uncheck();
    await sentence.getByText('Jeden Montag um 06:00 gehen die Meldungen der Vorwoche').waitFor();
    await sentence.getByText('Leer heißt: keine Meldungen im Zeitraum.').waitFor();

    // To whom, and the words: a placeholder inserted by its button, one the server does not know.
    // An address the form lets through and the server refuses (a parenthesis).
    const emails = page.getByLabel('E-Mail-Adressen');
    await emails.fill('hausverwaltung@domstadt.example\np.hollmann(büro)@domstadt.example');
    await sentence.getByText(/an 2 Empfänger\.$/).waitFor();
    const subject = page.getByLabel('Betreff');
    await subject.fill('Meldungen {period} ');
    await subject.press('End');
    await page.getByRole('button', { name: 'Platzhalter {property} Objekt einfügen' }).click();
    expect(await subject.inputValue()).toBe('Meldungen {period} {property}');
    await subject.fill('Meldungen {zeitraum}');
    expect(await page.getByRole('checkbox', { name: 'Nichts senden, wenn der Zeitraum leer ist' }).isChecked()).toBe(
      true,
    );
    await page.getByText(/Dateien bis 7\sMB hängen an/).waitFor();
    await page.getByRole('button', { name: 'Versandplan anlegen' }).click();
    // The server's refusals, worded by their codes in German, each at its own field.
    await page
      .getByText('Unbekannter Platzhalter {zeitraum}: erlaubt sind {period}, {property} und {client}.', { exact: true })
      .waitFor();
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    expect(await subject.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('„p.hollmann(büro)@domstadt.example“ ist keine E-Mail-Adresse.', { exact: true }).waitFor();
    expect(await emails.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('This is not an e-mail address', { exact: false }).count()).toBe(0);
    await screenshot(page, 'report-schedules-form-errors-de-desktop');
    await emails.fill('hausverwaltung@domstadt.example\np.hollmann@domstadt.example');
    await subject.fill('Meldungen {period} – {property}');

    // People in Caretaker, searched on the server: one who may not see incidents is refused at the people.
    const people = page.getByTestId('schedule-accounts');
    await page.getByLabel('Personen suchen').fill('Willi');
    await people.getByRole('checkbox', { name: 'Willi Werner' }).check();
    await sentence.getByText(/an 3 Empfänger\.$/).waitFor();
    await page.getByRole('button', { name: 'Versandplan anlegen' }).click();
    await page
      .getByRole('group', { name: 'Personen in Caretaker' })
      .getByText(
        'Willi Werner darf nicht alles sehen, was dieser Versand umfasst (die Berechtigung des Berichts und jedes Objekt).',
        { exact: true },
      )
      .waitFor();
    await people.getByRole('checkbox', { name: 'Willi Werner' }).uncheck();
    await page.getByLabel('Personen suchen').fill('berger');
    await people.getByRole('checkbox', { name: 'Jonas Berger' }).check();
    await page.getByLabel('Personen suchen').fill('');
    // The chosen person stays listed (first) whatever the search shows.
    expect(await people.getByRole('checkbox', { name: 'Jonas Berger' }).isChecked()).toBe(true);
    await screenshot(page, 'report-schedules-form-de-desktop');
    await page.getByRole('button', { name: 'Versandplan anlegen' }).click();
    await page.getByText('„Wochenbericht Meldungen Domstadt“ ist angelegt.').waitFor();

    // The list: what, when in words, the next sending, how many recipients.
    const schedule = row('Wochenbericht Meldungen Domstadt');
    await schedule.getByText('Meldungen · Domstadt Wohnbau eG').waitFor();
    await schedule.getByText('Jeden Montag um 06:00').waitFor();
    await schedule.getByText('3 Empfänger').waitFor();
    await schedule.getByText('Aktiv').waitFor();
    expect(await schedule.locator('time').first().textContent()).toMatch(/06:00 (MEZ|MESZ)$/);

    await page.getByRole('button', { name: '„Wochenbericht Meldungen Domstadt“ pausieren' }).click();
    await page.getByText('„Wochenbericht Meldungen Domstadt“ ist pausiert', { exact: false }).waitFor();
    await schedule.getByText('Pausiert').waitFor();
    await schedule.getByText('keiner geplant').waitFor();
    await page.getByRole('button', { name: '„Wochenbericht Meldungen Domstadt“ fortsetzen' }).click();
    await schedule.getByText('Aktiv').waitFor();

    // Send now to me: a test to the person's own address, made by the worker.
    await page.getByRole('button', { name: '„Wochenbericht Meldungen Domstadt“ jetzt an mich senden' }).click();
    await page.getByText(`Ein Test geht an ${email}. Er erscheint im Verlauf.`).waitFor();
    await expect
      .poll(
        async () => {
          await runner.runDue();
          return runner.runDue();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    // The list follows the test sending until it is done.
    await schedule.getByText('Zuletzt: Gesendet').waitFor({ timeout: 15_000 });
    await dismissToasts(page);
    await screenshot(page, 'report-schedules-list-de-desktop');

    await page.getByRole('button', { name: 'Verlauf von „Wochenbericht Meldungen Domstadt“' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verlauf von „Wochenbericht Meldungen Domstadt“' }).waitFor();
    const sending = page.locator('[data-sending]').first();
    await sending.getByText('Test von Petra Hansen').waitFor();
    await sending.getByText('Gesendet', { exact: true }).waitFor({ timeout: 15_000 });
    await sending.getByText(/^KW \d+/).waitFor();
    const download = sending.getByRole('link', { name: 'Herunterladen' });
    expect(await download.getAttribute('href')).toMatch(/\/portal\/api\/report-schedules\/\d+\/sendings\/\d+\/file$/);
    await sending.getByText(/\.pdf · .* · als Anhang$/).waitFor();
    await sending.getByText('Empfänger im Einzelnen').click();
    await sending.getByText(email).waitFor();
    await sending.getByText('Im Postausgang', { exact: true }).waitFor();
    await sending.getByText('1 Versuch').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'report-schedules-history-de-desktop');
    const file = await page.request.get(`${portal.url}${(await download.getAttribute('href')) ?? ''}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A sending that failed for good tells the owner: the notice stands above the list and leads to it.
    const scheduleId = Number(new URL(page.url()).searchParams.get('history'));
    const sendingId = Number(await sending.getAttribute('data-sending'));
    await recordNotice(portal.t.database.db, () => Date.now(), {
      tenantId,
      accountId,
      kind: 'report_sending.failed',
      title: 'Bericht „Wochenbericht Meldungen Domstadt“ nicht zugestellt',
      body: 'Der Bericht konnte nach allen Versuchen nicht zugestellt werden an:\n- hausverwaltung@domstadt.example: 550 mailbox unavailable',
      subject: { report_schedule_id: scheduleId, report_sending_id: sendingId },
    });
    await page.getByRole('button', { name: '← Zurück zu den Versandplänen' }).click();
    const notices = page.getByRole('region', { name: 'Bitte ansehen' });
    await notices.getByText('550 mailbox unavailable', { exact: false }).waitFor();
    // The navigation counts it, for whoever is on another page.
    await reports.getByRole('link', { name: 'Versandpläne 1 ungelesene Mitteilung' }).waitFor();
    await dismissToasts(page);
    await screenshot(page, 'report-schedules-notice-de-desktop');
    await notices.getByRole('button', { name: 'Sendung ansehen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verlauf von „Wochenbericht Meldungen Domstadt“' }).waitFor();
    // The sending the notice names opens with its recipients.
    await page.locator(`[data-sending="${sendingId}"]`).getByText('Im Postausgang', { exact: true }).waitFor();
    await page.getByRole('button', { name: '← Zurück zu den Versandplänen' }).click();
    await notices.getByRole('button', { name: 'Als gelesen markieren' }).click();
    await page.getByText('Als gelesen markiert.').waitFor();
    await notices.waitFor({ state: 'detached' });
    await reports.getByRole('link', { name: 'Versandpläne', exact: true }).waitFor();
  });

  it('fits a phone, in English: list, form and history', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/reports/schedules`);
    await page.getByRole('heading', { level: 1, name: 'Report schedules' }).waitFor();
    await page.getByText('Every Monday at 06:00').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'report-schedules-list-en-phone');

    await page.getByRole('link', { name: 'Wochenbericht Meldungen Domstadt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit “Wochenbericht Meldungen Domstadt”' }).waitFor();
    await page
      .getByTestId('schedule-sentence')
      .getByText('Every Monday at 06:00, the incident reports of the week before go to 3 recipients.')
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'report-schedules-form-en-phone');

    // The server's refusals in English, at their fields; nothing is saved.
    const subject = page.getByLabel('Subject');
    const emails = page.getByLabel('E-mail addresses');
    await subject.fill('Incidents {zeitraum}');
    await emails.fill('hausverwaltung@domstadt.example\nx(y)@domstadt.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Unknown placeholder {zeitraum}: use {period}, {property} or {client}.', { exact: true })
      .waitFor();
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('“x(y)@domstadt.example” is not an e-mail address.', { exact: true }).waitFor();
    expect(await emails.getAttribute('aria-invalid')).toBe('true');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'report-schedules-form-errors-en-phone');

    await page.goto(`${portal.url}/reports/schedules`);
    await page.getByRole('button', { name: 'History of “Wochenbericht Meldungen Domstadt”' }).click();
    await page.locator('[data-sending]').first().getByText('Test by Petra Hansen').waitFor();
    await page.getByText('Recipients in detail').first().click();
    await page.getByText('Kept in outbox').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'report-schedules-history-en-phone');
  });
  it('lets a manager without the accounts permission choose a person as recipient', async () => {
    const managerContext = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    const managerPage = await managerContext.newPage();
    try {
      await managerPage.goto(`${portal.url}/`);
      await submitSignIn(managerPage, managerEmail, PASSWORD);
      const reports = managerPage.getByRole('list', { name: 'Berichte' });
      await reports.getByRole('link', { name: 'Versandpläne' }).click();
      await managerPage.getByRole('link', { name: 'Wochenbericht Meldungen Domstadt' }).click();
      await managerPage
        .getByRole('heading', { level: 1, name: '„Wochenbericht Meldungen Domstadt“ bearbeiten' })
        .waitFor();
      const people = managerPage.getByTestId('schedule-accounts');
      expect(await people.getByRole('checkbox', { name: 'Jonas Berger' }).isChecked()).toBe(true);
      await managerPage.getByLabel('Personen suchen').fill('Petra');
      await people.getByRole('checkbox', { name: 'Petra Hansen' }).check();
      await managerPage
        .getByTestId('schedule-sentence')
        .getByText(/an 4 Empfänger\.$/)
        .waitFor();
      await screenshot(managerPage, 'report-schedules-people-manager-de-desktop');
      await managerPage.getByRole('button', { name: 'Speichern' }).click();
      await managerPage.getByText('„Wochenbericht Meldungen Domstadt“ ist gespeichert.').waitFor();
      await managerPage
        .getByRole('row')
        .filter({ hasText: 'Wochenbericht Meldungen Domstadt' })
        .getByText('4 Empfänger')
        .waitFor();
    } finally {
      await managerContext.close();
    }
  });
  it('unsubscribes from the link in the e-mail, on the desktop and on a phone, in German and English', async () => {
    const db = portal.t.database.db;
    await db.update(tenants).set({ name: 'Hausdienst Rhein GmbH' }).where(eq(tenants.id, tenantId));
    const [listed] = await db
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.name, 'Wochenbericht Meldungen Domstadt')));
    const scheduleId = listed?.id ?? 0;
    const recipients = () =>
      db
        .select()
        .from(reportScheduleRecipients)
        .where(
          and(eq(reportScheduleRecipients.tenantId, tenantId), eq(reportScheduleRecipients.scheduleId, scheduleId)),
        );
    const linkOf = async (who: { address: string } | { accountId: number }) => {
      const recipient = (await recipients()).find((r) =>
        'address' in who ? r.address === who.address : r.accountId === who.accountId,
      );
      expect(recipient).toBeDefined();
      return `${portal.url}/unsubscribe/${await unsubscribeToken(portal.t.database, tenantId, recipient?.id ?? 0)}`;
    };
    const report = 'Wochenbericht Meldungen Domstadt';
    // The two addresses in German, the two people (Jonas Berger, Petra Hansen) in English.
    const jonasId = (await recipients()).find((r) => r.accountId !== null && r.accountId !== accountId)?.accountId ?? 0;
    const flows = [
      { name: 'de-desktop', viewport: DESKTOP, language: 'de', who: { address: 'hausverwaltung@domstadt.example' } },
      { name: 'de-phone', viewport: PHONE, language: 'de', who: { address: 'p.hollmann@domstadt.example' } },
      { name: 'en-desktop', viewport: DESKTOP, language: 'en', who: { accountId: jonasId } },
      { name: 'en-phone', viewport: PHONE, language: 'en', who: { accountId } },
    ] as const;
    for (const flow of flows) {
      await db
        .update(reportSchedules)
        .set({ language: flow.language })
        .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, scheduleId)));
      const who = flow.who;
      const address =
        'address' in who ? who.address : ((await findAccount(db, tenantId, who.accountId))?.email ?? '').toLowerCase();
      const visitor = await browser.newContext({
        viewport: flow.viewport,
        locale: flow.language === 'de' ? 'de-DE' : 'en-GB',
        reducedMotion: 'reduce',
      });
      const mail = await visitor.newPage();
      try {
        const link = await linkOf(who);
        await mail.goto(link);
        expect(await mail.locator('html').getAttribute('lang')).toBe(flow.language);
        if (flow.language === 'de') {
          await mail.getByRole('heading', { level: 1, name: 'Bericht abbestellen' }).waitFor();
          await mail
            .getByText(`Hausdienst Rhein GmbH sendet den Bericht „${report}“ an ${address}.`, { exact: true })
            .waitFor();
          await mail.getByText('Nur diese Adresse wird abgemeldet', { exact: false }).waitFor();
        } else {
          await mail.getByRole('heading', { level: 1, name: 'Unsubscribe from a report' }).waitFor();
          await mail
            .getByText(`Hausdienst Rhein GmbH sends the report “${report}” to ${address}.`, { exact: true })
            .waitFor();
          await mail.getByText('Only this address is taken off', { exact: false }).waitFor();
        }
        expect(await fitsWidth(mail)).toBe(true);
        await screenshot(mail, `unsubscribe-ask-${flow.name}`);
        await mail.getByRole('button', { name: flow.language === 'de' ? 'Abbestellen' : 'Unsubscribe' }).click();
        const done =
          flow.language === 'de'
            ? [
                'Abbestellt',
                `${address} erhält den Bericht „${report}“ von Hausdienst Rhein GmbH nicht mehr.`,
                'War das ein Versehen? Bitten Sie Hausdienst Rhein GmbH, Sie wieder aufzunehmen.',
              ]
            : [
                'Unsubscribed',
                `${address} will no longer receive the report “${report}” from Hausdienst Rhein GmbH.`,
                'Was this a mistake? Ask Hausdienst Rhein GmbH to add you again.',
              ];
        await mail.getByRole('heading', { level: 1, name: done[0] }).waitFor();
        await mail.getByText(done[1] ?? '', { exact: true }).waitFor();
        await mail.getByText(done[2] ?? '', { exact: true }).waitFor();
        expect(await fitsWidth(mail)).toBe(true);
        await screenshot(mail, `unsubscribe-done-${flow.name}`);
        // Opening the link again says it is done; no button.
        await mail.goto(link);
        await mail.getByRole('heading', { level: 1, name: done[0] }).waitFor();
        expect(await mail.getByRole('button').count()).toBe(0);

        // A link that names nothing, in the browser's language first.
        await mail.goto(`${portal.url}/unsubscribe/${tenantId}.999999.${'x'.repeat(43)}`);
        const [first, second] =
          flow.language === 'de' ? ['Link nicht gültig', 'Link not valid'] : ['Link not valid', 'Link nicht gültig'];
        await mail.getByRole('heading', { level: 1, name: first }).waitFor();
        await mail.getByText(second, { exact: true }).waitFor();
        expect(await fitsWidth(mail)).toBe(true);
        await screenshot(mail, `unsubscribe-invalid-${flow.name}`);
      } finally {
        await visitor.close();
      }
    }
    // Each of the four stopped; nobody else was touched.
    const after = await recipients();
    expect(after.filter((r) => r.unsubscribedAt !== null)).toHaveLength(4);
  });
});
