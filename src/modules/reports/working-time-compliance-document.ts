// The working-time compliance report as a pdfmake document, in the frame of the other
// reports (branding header and footer): the organisation and period, the mode each rule is
// checked with, per person a table of the findings (day, rule, what was found, the mode, the
// override with who, when and why) and the totals per rule, and a legend naming each
// rule's legal reference.
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { AccountActor } from '../access/actor.js';
import { accountNames } from '../accounts/accounts.service.js';
import { brandingSnapshot } from '../branding/branding.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { Language } from '../shared/language.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import {
  complianceReport,
  type ComplianceFinding,
  type ComplianceReport,
} from '../working-time/compliance-report.service.js';
import { table } from './patrol-report-document.js';
import { facts, heading, Images, logoImage, type ReportContext, reportJob, STATUS_COLORS } from './report-document.js';
import { calendarDayText, dateTimeFormatter } from './report-texts.js';
import {
  complianceReportTexts,
  type ComplianceModeSetting,
  type ComplianceReportTexts,
  type ComplianceRuleName,
} from './working-time-compliance-texts.js';

/** Minutes as H:MM (601 → 10:01). */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What was found, in words: "10:01 h netto", "Pause 15 min, 30 min nötig", "Ruhezeit 10:59 h". */
export function findingText(finding: ComplianceFinding, w: ComplianceReportTexts, at: (d: Date) => string): string {
  switch (finding.rule) {
    case 'daily_max':
      return w.dailyMax(hoursAndMinutes(finding.actualMinutes));
    case 'breaks':
      return w.breaks(String(finding.actualMinutes), String(finding.limitMinutes));
    case 'stretch':
      return w.stretch(hoursAndMinutes(finding.actualMinutes));
    case 'rest':
      return w.rest(hoursAndMinutes(finding.actualMinutes));
    case 'sunday':
      return w.sunday;
    case 'holiday':
      return w.holiday;
    case 'late_record':
      return finding.recorded === null ? '' : w.lateRecord(finding.recorded.by ?? w.someone, at(finding.recorded.at));
  }
}

const SETTINGS: ComplianceModeSetting[] = ['max_daily', 'breaks', 'rest', 'sunday_holiday', 'late_record'];
const LEGEND: ComplianceRuleName[] = ['daily_max', 'breaks', 'stretch', 'rest', 'sunday', 'holiday', 'late_record'];

export function complianceReportDocument(
  report: ComplianceReport,
  about: { organisation: string; person: string | null },
  ctx: ReportContext,
): PdfJob {
  const w = complianceReportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  const day = (d: string) => calendarDayText(ctx.language, d);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const period = `${day(report.from)} – ${day(report.to)}`;
  const content: Content[] = [
    { text: w.title, fontSize: 18, bold: true, color: ctx.branding.accentColor, margin: [0, 0, 0, 8] },
    facts([
      [w.organisation, about.organisation],
      [w.period, period],
      [w.people, about.person ?? w.everyone],
      [w.timeZone, report.timeZone],
    ]),
    heading(w.modesHeading, ctx),
    table(
      ctx,
      [
        [w.rule, '*'],
        [w.mode, 90],
      ],
      SETTINGS.map((s): TableCell[] => [
        { text: w.settings[s] },
        { text: w.modes[report.modes[s]], bold: report.modes[s] === 'block' },
      ]),
    ),
  ];
  if (report.people.length === 0) content.push({ text: w.noFindings, margin: [0, 14, 0, 0] });
  for (const person of report.people) {
    content.push(heading(person.person, ctx));
    content.push(
      table(
        ctx,
        [
          [w.day, 62],
          [w.rule, 100],
          [w.found, '*'],
          [w.mode, 45],
          [w.override, 140],
        ],
        person.findings.map((f): TableCell[] => [
          { text: day(f.day) },
          { text: w.rules[f.rule] },
          { text: findingText(f, w, at) },
          {
            text: w.modes[f.mode],
            bold: f.mode === 'block',
            color: f.mode === 'block' ? STATUS_COLORS.failed : undefined,
          },
          {
            text:
              f.override === null
                ? ''
                : w.overriddenBy(f.override.by ?? w.someone, at(f.override.at), f.override.reason),
          },
        ]),
      ),
    );
    content.push({ text: w.totals, bold: true, margin: [0, 6, 0, 3] });
    content.push(
      table(
        ctx,
        [
          [w.rule, '*'],
          [w.findings, 70],
          [w.overridden, 90],
        ],
        person.totals.map((total): TableCell[] => [
          { text: w.rules[total.rule] },
          { text: String(total.findings) },
          { text: String(total.overridden) },
        ]),
      ),
    );
  }
  content.push(heading(w.legendHeading, ctx));
  content.push({
    stack: LEGEND.map((rule) => ({
      text: [{ text: `${w.rules[rule]}: `, bold: true }, w.legend[rule]],
      margin: [0, 0, 0, 4] as [number, number, number, number],
    })),
  });
  const subject = about.person === null ? period : `${about.person} · ${period}`;
  return reportJob(`${w.title} · ${subject}`, content, images, logo, ctx);
}

/** The report's PDF as the asker sees it: their properties, the organisation's default branding and zone. */
export async function complianceReportJob(
  deps: ServiceDeps,
  files: FileStore,
  actor: AccountActor,
  timeZone: string,
  query: { from: string; to: string; accountId?: number | undefined; language?: Language | undefined },
): Promise<{ job: PdfJob; language: Language }> {
  const db = deps.database.db;
  const report = await complianceReport(deps, actor, timeZone, query);
  const organisation = await describeOrganisation(db, actor.tenantId);
  const branding = await brandingSnapshot(db, files, actor.tenantId, 'default');
  const person =
    query.accountId === undefined
      ? null
      : ((await accountNames(db, actor.tenantId, [query.accountId])).get(query.accountId) ?? null);
  const language = query.language ?? organisation.language;
  const job = complianceReportDocument(
    report,
    { organisation: organisation.name, person },
    {
      branding,
      language,
      timeZone,
      generatedAt: new Date(deps.clock()),
    },
  );
  return { job, language };
}
