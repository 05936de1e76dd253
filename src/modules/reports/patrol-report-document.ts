// Patrol reports as pdfmake documents, in the frame of the other reports (header, footer,
// cover page: report-document.ts). One round: who walked which route when, against the plan,
// its figures, every checkpoint with its scan (a missed one on a red band with the word
// "missed", so it reads in black and white too) and the incidents reported during it. A
// period: the summary first (the office's period figures), every round and every scheduled
// slot nobody walked in one table, then each round as above on a page of its own.
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import type { PatrolRoundForReport, ReportCheckpoint, ReportScan } from '../patrols/patrol-report-queries.js';
import type { SlotStatus } from '../patrols/round-metrics.js';
import type { PatrolPeriodReportData, PatrolReportIncident, PatrolRoundReportData } from './patrol-report-data.js';
import type { ReportImage } from './report-data.js';
import {
  coverPage,
  facts,
  heading,
  headerCell,
  Images,
  logoImage,
  type ReportContext,
  reportJob,
  STATUS_COLORS,
} from './report-document.js';
import {
  calendarDayText,
  dateTimeFormatter,
  dayFormatter,
  type PatrolTexts,
  reportTexts,
  type ReportTexts,
  timeFormatter,
} from './report-texts.js';

/** Fixed, like STATUS_COLORS: a missed round is the same red in every customer's report. */
export const PATROL_STATUS_COLORS: Record<SlotStatus, string> = {
  // The portal's badges use the same colours (web/src/screens/PatrolRounds.css).
  complete: STATUS_COLORS.passed,
  late: '#b35c00',
  partial: '#8a6d00',
  missed: STATUS_COLORS.failed,
  in_progress: '#1f5fa8',
  upcoming: '#6b7280',
};
/** The band behind a missed checkpoint or round: light enough to print grey, with the word on it. */
export const MISSED_FILL = '#fde4e1';
const TILE_FILL = '#f2f4f7';
const MUTED = '#555555';
const MINUTE = 60_000;

interface Formats {
  texts: ReportTexts;
  p: PatrolTexts;
  at: (date: Date) => string;
  time: (date: Date) => string;
  day: (date: Date) => string;
  /** A number with at most one decimal, in the report's language. */
  decimal: (value: number) => string;
}

function formats(ctx: ReportContext): Formats {
  const texts = reportTexts(ctx.language);
  return {
    texts,
    p: texts.patrol,
    at: dateTimeFormatter(ctx.language, ctx.timeZone),
    time: timeFormatter(ctx.language, ctx.timeZone),
    day: dayFormatter(ctx.language, ctx.timeZone),
    decimal: (value) =>
      new Intl.NumberFormat(ctx.language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value),
  };
}

function statusWord(status: SlotStatus, f: Formats): { text: string; bold: true; color: string } {
  return { text: f.p.statuses[status], bold: true, color: PATROL_STATUS_COLORS[status] };
}

/** A row of figure tiles: a large value over a small label. */
export function tiles(
  items: { value: string; label: string; sub?: string; alarm?: boolean; wide?: boolean }[],
): Content {
  return {
    columnGap: 6,
    margin: [0, 4, 0, 4],
    columns: items.map((item) => ({
      width: item.wide === true ? 120 : '*',
      layout: 'noBorders',
      table: {
        widths: ['*'],
        body: [
          [
            {
              fillColor: item.alarm === true ? MISSED_FILL : TILE_FILL,
              margin: [7, 5, 7, 5],
              stack: [
                {
                  text: item.value,
                  fontSize: 15,
                  bold: true,
                  color: item.alarm === true ? STATUS_COLORS.failed : '#101828',
                },
                { text: item.label, fontSize: 7.5, color: MUTED },
                ...(item.sub !== undefined ? [{ text: item.sub, fontSize: 7, color: MUTED }] : []),
              ],
            },
          ],
        ],
      },
    })),
  };
}

/** A table in the reports' style: its header row repeats on every page it runs over, rows never split. */
export function table(
  ctx: ReportContext,
  columns: [label: string, width: number | '*'][],
  rows: TableCell[][],
): Content {
  return {
    layout: 'report',
    fontSize: 8.5,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map(([, width]) => width),
      body: [columns.map(([label]) => headerCell(label, ctx)), ...rows],
    },
  };
}

function plannedText(round: PatrolRoundForReport, f: Formats): string {
  if (round.plannedStart === null || round.windowEnd === null || round.lateAfter === null) return f.p.adHoc;
  return f.p.plannedWindow(f.at(round.plannedStart), f.time(round.windowEnd), f.time(round.lateAfter));
}

function walkedText(round: PatrolRoundForReport, f: Formats): string {
  if (round.endedAt === null) return f.p.inProgressSince(f.at(round.startedAt));
  return f.p.walked(f.at(round.startedAt), f.time(round.endedAt), f.p.duration(round.metrics.durationMs));
}

function roundTiles(round: PatrolRoundForReport, f: Formats): Content {
  const m = round.metrics;
  return tiles([
    { value: `${m.scanned} / ${m.planned}`, label: f.p.kpiCheckpoints },
    { value: String(m.missedCheckpointIds.length), label: f.p.kpiMissed, alarm: m.missedCheckpointIds.length > 0 },
    { value: String(m.lateScanIds.length), label: f.p.kpiLate },
    { value: String(m.outOfOrderScanIds.length), label: f.p.kpiOutOfOrder },
    { value: f.p.duration(m.durationMs), label: f.p.kpiDuration, wide: true },
  ]);
}

/** How the scan stands against the round's window: on time, within the grace, or late (by the metrics). */
function deviationCell(round: PatrolRoundForReport, checkpoint: ReportCheckpoint, scan: ReportScan, f: Formats) {
  const lines: Content[] = [];
  if (round.windowEnd !== null) {
    const over = scan.scannedAt.getTime() - round.windowEnd.getTime();
    const minutes = f.p.plusMinutes(Math.max(1, Math.ceil(over / MINUTE)));
    if (scan.late) lines.push({ text: `${minutes} · ${f.p.late}`, bold: true, color: PATROL_STATUS_COLORS.late });
    else if (over > 0) lines.push({ text: `${minutes} · ${f.p.withinGrace}` });
    else lines.push({ text: f.p.onTime, color: STATUS_COLORS.passed });
  }
  if (scan.outOfOrder) lines.push({ text: f.p.outOfOrder, bold: true, color: PATROL_STATUS_COLORS.late });
  if (scan.implausible !== null) {
    const text =
      scan.implausible.reason === 'before_start'
        ? f.p.beforeStart
        : f.p.tooFast(f.decimal((scan.implausible.sincePreviousMs ?? 0) / 1000));
    lines.push({ text, bold: true, color: STATUS_COLORS.failed });
  }
  if (!checkpoint.planned) lines.push({ text: f.p.notPlanned, italics: true, color: MUTED });
  return lines.length > 0 ? { stack: lines } : { text: '–' };
}

function thumbnailCell(fileId: number | null, thumbnails: Map<number, ReportImage | null>, images: Images, f: Formats) {
  if (fileId === null) return { text: '' };
  const image = thumbnails.get(fileId) ?? null;
  if (image === null) return { text: f.texts.photoMissing, italics: true, fontSize: 7, color: '#777777' };
  return { image: images.add(image), fit: [64, 48] as [number, number] };
}

function checkpointTable(
  round: PatrolRoundForReport,
  thumbnails: Map<number, ReportImage | null>,
  images: Images,
  ctx: ReportContext,
  f: Formats,
): Content {
  const planned = round.windowEnd !== null ? f.p.by(f.time(round.windowEnd)) : '–';
  const severalGuards = round.guards.length > 1;
  const body: TableCell[][] = [];
  for (const checkpoint of round.checkpoints) {
    if (checkpoint.missed) {
      const band = { fillColor: MISSED_FILL };
      body.push([
        { text: String(checkpoint.position), ...band },
        { text: checkpoint.name, bold: true, ...band },
        { text: planned, ...band },
        { text: '–', ...band },
        { text: f.p.missed, bold: true, color: STATUS_COLORS.failed, ...band },
        { text: '', ...band },
        { text: '', ...band },
        { text: '', ...band },
      ]);
      continue;
    }
    for (const scan of checkpoint.scans) {
      body.push([
        { text: String(checkpoint.position) },
        { text: checkpoint.name },
        { text: planned },
        {
          stack: [
            { text: f.time(scan.scannedAt) },
            ...(severalGuards ? [{ text: f.p.scannedBy(scan.by), fontSize: 7, color: MUTED }] : []),
          ],
        },
        deviationCell(round, checkpoint, scan, f),
        { text: f.p.methods[scan.method] },
        { text: scan.note ?? '' },
        thumbnailCell(scan.photoFileId, thumbnails, images, f),
      ]);
    }
  }
  return table(
    ctx,
    [
      [f.p.number, 14],
      [f.p.checkpoint, 84],
      [f.p.plannedAt, 40],
      [f.p.scannedAt, 50],
      [f.p.deviation, 76],
      [f.p.method, 42],
      [f.p.note, '*'],
      [f.p.photo, 64],
    ],
    body,
  );
}

function incidentsPart(incidents: PatrolReportIncident[], ctx: ReportContext, f: Formats): Content {
  if (incidents.length === 0) return { text: f.p.noIncidents, color: MUTED };
  return table(
    ctx,
    [
      [f.texts.number, 34],
      [f.texts.when, 38],
      [f.texts.title, '*'],
      [f.texts.severity, 52],
      [f.texts.status, 62],
      [f.texts.reportedBy, 90],
    ],
    incidents.map((incident) => [
      { text: `#${incident.id}` },
      { text: f.time(incident.at) },
      { text: incident.title, bold: true },
      { text: f.texts.severities[incident.severity], bold: true, color: STATUS_COLORS[incident.severity] },
      { text: f.texts.statuses[incident.status], color: STATUS_COLORS[incident.status] },
      { text: incident.reportedBy ?? f.texts.unknownPerson },
    ]),
  );
}

/** A round's facts, figures, checkpoints and incidents. */
function roundBody(
  round: PatrolRoundForReport,
  incidents: PatrolReportIncident[],
  thumbnails: Map<number, ReportImage | null>,
  images: Images,
  ctx: ReportContext,
  f: Formats,
  leading: [string, Content | string][],
): Content[] {
  return [
    facts([
      ...leading,
      [f.p.route, { text: round.routeName, bold: true }],
      [f.p.guards, round.guards.join(', ')],
      [f.p.planned, plannedText(round, f)],
      [f.p.actual, walkedText(round, f)],
      [f.p.status, statusWord(round.metrics.status, f)],
      ...(round.metrics.implausibleScans.length > 0
        ? [
            [
              f.p.plausibility,
              {
                text: f.p.implausibleScans(round.metrics.implausibleScans.length),
                bold: true,
                color: STATUS_COLORS.failed,
              },
            ] as [string, Content],
          ]
        : []),
      ...(round.note !== null && round.note.trim() !== '' ? [[f.p.closingNote, round.note] as [string, string]] : []),
    ]),
    roundTiles(round, f),
    heading(f.p.checkpoints, ctx),
    checkpointTable(round, thumbnails, images, ctx, f),
    heading(f.p.incidents, ctx),
    incidentsPart(incidents, ctx, f),
  ];
}

function propertyFacts(data: Pick<PatrolRoundReportData, 'property'>, f: Formats): [string, Content | string][] {
  return [
    ...(data.property.clientName !== null ? [[f.texts.client, data.property.clientName] as [string, string]] : []),
    [f.texts.property, { text: data.property.name, bold: true }],
    ...(data.property.addressLines.length > 0
      ? [[f.texts.address, data.property.addressLines.join(', ')] as [string, string]]
      : []),
  ];
}

export function patrolRoundReportDocument(data: PatrolRoundReportData, ctx: ReportContext): PdfJob {
  const f = formats(ctx);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const { round } = data;
  const when = f.day(round.plannedStart ?? round.startedAt);
  const subject = `${round.routeName} · ${when}`;
  const content: Content[] = [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, f.p.report, `${data.property.name} · ${subject}`) : []),
    { text: f.p.report, fontSize: 18, bold: true },
    { text: subject, fontSize: 13, margin: [0, 2, 0, 10] },
    ...roundBody(round, data.incidents, data.thumbnails, images, ctx, f, propertyFacts(data, f)),
    { text: f.p.timesIn(ctx.timeZone), fontSize: 7.5, color: MUTED, margin: [0, 12, 0, 0] },
  ];
  return reportJob(`${f.p.report} ${data.property.name} · ${subject}`, content, images, logo, ctx);
}

/** "Mo., 02.11." / "Mon 2 Nov": the period table names the year once, in its heading. */
function shortDay(ctx: ReportContext): (at: Date) => string {
  const format = new Intl.DateTimeFormat(ctx.language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: ctx.timeZone,
    weekday: 'short',
    day: ctx.language === 'de' ? '2-digit' : 'numeric',
    month: ctx.language === 'de' ? '2-digit' : 'short',
  });
  return (at) => format.format(at);
}

function periodTable(data: PatrolPeriodReportData, ctx: ReportContext, f: Formats): Content {
  const day = shortDay(ctx);
  const incidentsPerRound = new Map<number, number>();
  for (const incident of data.incidents) {
    incidentsPerRound.set(incident.roundId, (incidentsPerRound.get(incident.roundId) ?? 0) + 1);
  }
  const body: TableCell[][] = [];
  for (const slot of data.slots) {
    const round = slot.round;
    const band = slot.status === 'missed' ? { fillColor: MISSED_FILL } : {};
    const walked =
      round === null
        ? f.p.noRound
        : round.endedAt === null
          ? f.p.inProgressSince(f.time(round.startedAt))
          : `${f.time(round.startedAt)}–${f.time(round.endedAt)} (${f.p.duration(round.metrics.durationMs)})`;
    body.push([
      { text: day(slot.plannedStart ?? round?.startedAt ?? new Date(0)), ...band },
      {
        text: slot.plannedStart === null ? f.p.adHocShort : f.time(slot.plannedStart),
        ...(slot.plannedStart === null ? { italics: true } : {}),
        ...band,
      },
      { text: slot.routeName, ...band },
      { ...statusWord(slot.status, f), ...band },
      { text: round === null ? '–' : `${round.metrics.scanned} / ${round.metrics.planned}`, ...band },
      { text: walked, ...(round === null ? { italics: true, color: MUTED } : {}), ...band },
      { text: round === null ? '' : round.guards.join(', '), ...band },
      { text: String((round === null ? undefined : incidentsPerRound.get(round.id)) ?? '–'), ...band },
    ]);
  }
  return table(
    ctx,
    [
      [f.p.day, 50],
      [f.p.plannedAt, 46],
      [f.p.route, '*'],
      [f.p.status, 58],
      [f.p.scannedAt, 36],
      [f.p.walkedColumn, 84],
      [f.p.guards, 60],
      [f.p.incidentCount, 44],
    ],
    body,
  );
}

export function patrolPeriodReportDocument(data: PatrolPeriodReportData, ctx: ReportContext): PdfJob {
  const f = formats(ctx);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const m = data.metrics;
  const period = `${calendarDayText(ctx.language, data.from)} – ${calendarDayText(ctx.language, data.to)}`;
  const scheduledSlots = data.slots.filter((slot) => slot.plannedStart !== null);
  const count = (status: SlotStatus) => scheduledSlots.filter((slot) => slot.status === status).length;
  const percent = (value: number | null) =>
    value === null ? '–' : `${value.toLocaleString(ctx.language === 'de' ? 'de-DE' : 'en-GB')} %`;
  const routeNames = [...new Set(data.slots.map((slot) => slot.routeName))].sort((a, b) => a.localeCompare(b));
  const rounds = data.slots.flatMap((slot) => (slot.round === null ? [] : [slot.round]));
  const content: Content[] = [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, f.p.report, `${data.property.name} · ${period}`) : []),
    { text: f.p.report, fontSize: 18, bold: true },
    { text: `${data.property.name} · ${period}`, fontSize: 13, margin: [0, 2, 0, 10] },
    facts([
      ...propertyFacts(data, f),
      [f.p.period, period],
      ...(routeNames.length > 0 ? [[f.p.routes, routeNames.join(', ')] as [string, string]] : []),
    ]),
    heading(f.p.summary, ctx),
    tiles([
      { value: String(m.scheduled), label: f.p.scheduled },
      { value: String(m.roundsDone), label: f.p.done, sub: m.adHoc > 0 ? f.p.adHocCount(m.adHoc) : undefined },
      { value: percent(m.onTimePercent), label: f.p.onTimeShare },
      { value: percent(m.missedPercent), label: f.p.missedShare, alarm: m.missed > 0 },
    ]),
    tiles([
      { value: String(m.onTime), label: f.p.complete },
      { value: String(count('partial')), label: f.p.partial },
      { value: String(count('late')), label: f.p.lateRounds },
      { value: String(m.missed), label: f.p.missedRounds, alarm: m.missed > 0 },
      { value: String(data.incidents.length), label: f.p.incidentCount },
    ]),
    { text: `${f.p.sharesOf(m.due)} ${f.p.timesIn(ctx.timeZone)}`, fontSize: 7.5, color: MUTED, margin: [0, 2, 0, 0] },
    heading(f.p.allRounds, ctx),
    data.slots.length > 0 ? periodTable(data, ctx, f) : { text: f.p.noSlots, color: MUTED },
  ];
  const incidentsOf = (roundId: number) => data.incidents.filter((incident) => incident.roundId === roundId);
  for (const round of rounds) {
    const when = round.plannedStart ?? round.startedAt;
    content.push(
      {
        text: f.p.roundHeading(round.routeName, `${f.day(when)}, ${f.time(when)}`, round.plannedStart === null),
        fontSize: 13,
        bold: true,
        color: ctx.branding.accentColor,
        pageBreak: 'before',
        margin: [0, 0, 0, 8],
      },
      ...roundBody(round, incidentsOf(round.id), data.thumbnails, images, ctx, f, []),
    );
  }
  return reportJob(`${f.p.report} ${data.property.name} · ${period}`, content, images, logo, ctx);
}
