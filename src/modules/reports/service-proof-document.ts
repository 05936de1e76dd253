// The proof of service (Leistungsnachweis) as a pdfmake document, in the frame of the
// other reports (branding header and footer, optional cover page): the period's figures
// and the rule behind them first, then per property a table of areas and services with
// planned, on time, late, missed and open, then each occurrence with when and by whom it
// was done and the reason given, and last the checklist items found not in order, with
// their photos. A missed occurrence reads "Verpasst" in red on a light band, so it reads
// in black and white too.
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import type { Outcome, OutcomeCounts } from '../service-plans/planned-vs-done.js';
import { MISSED_FILL, PATROL_STATUS_COLORS, table, tiles } from './patrol-report-document.js';
import {
  coverPage,
  facts,
  Images,
  logoImage,
  type ReportContext,
  reportJob,
  STATUS_COLORS,
  thumbnailRows,
  withPhotos,
} from './report-document.js';
import { calendarDayText, dateTimeFormatter } from './report-texts.js';
import type { ServiceProofData } from './service-proof-data.js';
import { serviceProofTexts, type ServiceProofTexts } from './service-proof-texts.js';

export const OUTCOME_COLORS: Record<Outcome, string> = {
  on_time: STATUS_COLORS.passed,
  late: PATROL_STATUS_COLORS.late,
  missed: STATUS_COLORS.failed,
  open: PATROL_STATUS_COLORS.upcoming,
};

function percentText(ctx: ReportContext, counts: OutcomeCounts): string {
  if (counts.planned === 0) return '–';
  const number = new Intl.NumberFormat(ctx.language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  return number.format((100 * counts.on_time) / counts.planned);
}

function countCells(counts: OutcomeCounts, bold = false): TableCell[] {
  const cell = (value: number, outcome?: Outcome): TableCell => ({
    text: String(value),
    alignment: 'right',
    bold: bold || (outcome === 'missed' && value > 0),
    color: outcome === 'missed' && value > 0 ? STATUS_COLORS.failed : undefined,
  });
  return [
    cell(counts.planned),
    cell(counts.on_time),
    cell(counts.late),
    cell(counts.missed, 'missed'),
    cell(counts.open),
  ];
}

function countColumns(w: ServiceProofTexts): [string, number][] {
  return [
    [w.planned, 44],
    [w.outcomes.on_time, 48],
    [w.outcomes.late, 48],
    [w.outcomes.missed, 46],
    [w.outcomes.open, 36],
  ];
}

export function serviceProofDocument(data: ServiceProofData, ctx: ReportContext, scope: string): PdfJob {
  const w = serviceProofTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  const dayText = (day: string) => calendarDayText(ctx.language, day);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const periodText = data.from === data.to ? dayText(data.from) : `${dayText(data.from)} – ${dayText(data.to)}`;
  const content: Content[] = [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, w.title, `${scope} · ${periodText}`) : []),
    { text: w.title, fontSize: 18, bold: true },
    { text: scope, fontSize: 13, margin: [0, 2, 0, 10] },
    facts([
      [w.period, { text: periodText, bold: true }],
      ...(data.clientName !== null ? ([[w.client, data.clientName]] as [string, string][]) : []),
      [w.properties, String(data.properties.length)],
    ]),
    { text: w.summary, fontSize: 12, bold: true, color: ctx.branding.accentColor, margin: [0, 14, 0, 6] },
    tiles([
      { value: String(data.totals.planned), label: w.planned },
      { value: String(data.totals.on_time), label: w.outcomes.on_time },
      { value: String(data.totals.late), label: w.outcomes.late },
      { value: String(data.totals.missed), label: w.outcomes.missed, alarm: data.totals.missed > 0 },
      { value: String(data.totals.open), label: w.outcomes.open },
      {
        value: data.totals.planned === 0 ? '–' : `${percentText(ctx, data.totals)} %`,
        label: w.shareLabel,
      },
    ]),
    { text: w.shareRule, fontSize: 8, color: '#555555', margin: [0, 4, 0, 0] },
    { text: w.outcomeRules, fontSize: 8, color: '#555555', margin: [0, 2, 0, 0] },
  ];

  if (data.properties.length === 0) {
    content.push({ text: w.noOccurrences, italics: true, margin: [0, 16, 0, 0] });
  }

  for (const property of data.properties) {
    content.push({
      text: `${property.name} · ${w.onTimeShare(percentText(ctx, property.counts))}`,
      fontSize: 12,
      bold: true,
      color: ctx.branding.accentColor,
      margin: [0, 16, 0, 6],
    });
    const rows: TableCell[][] = [];
    for (const area of property.areas) {
      for (const service of area.services) {
        rows.push([{ text: area.name }, { text: service.title }, ...countCells(service.counts)]);
      }
      if (area.services.length > 1) {
        rows.push([
          { text: area.name, bold: true },
          { text: w.areaTotal, bold: true },
          ...countCells(area.counts, true),
        ]);
      }
    }
    rows.push([{ text: property.name, bold: true }, { text: '' }, ...countCells(property.counts, true)]);
    content.push(table(ctx, [[w.area, 95], [w.service, '*'], ...countColumns(w)], rows));
  }

  if (data.occurrences.length > 0) {
    const names = new Map(data.properties.map((p) => [p.id, p.name]));
    const several = data.properties.length > 1;
    content.push(
      { text: '', pageBreak: 'before' },
      {
        text: w.occurrences,
        fontSize: 12,
        bold: true,
        color: ctx.branding.accentColor,
        margin: [0, 0, 0, 6],
      },
    );
    content.push(
      table(
        ctx,
        [
          [w.date, 50],
          [several ? `${w.area} (${w.properties})` : w.area, 80],
          [w.service, '*'],
          [w.outcome, 50],
          [w.done, 100],
          [w.reason, 90],
        ],
        data.occurrences.map((o): TableCell[] => {
          const missed = o.outcome === 'missed';
          const fill = missed ? MISSED_FILL : undefined;
          return [
            { text: dayText(o.day), fillColor: fill },
            { text: several ? `${o.areaName}\n${names.get(o.propertyId) ?? ''}` : o.areaName, fillColor: fill },
            { text: o.serviceTitle, fillColor: fill },
            { text: w.outcomes[o.outcome], bold: true, color: OUTCOME_COLORS[o.outcome], fillColor: fill },
            {
              text: o.completedAt !== null ? `${at(o.completedAt)}\n${o.completedBy ?? w.unknownPerson}` : '',
              fillColor: fill,
            },
            { text: o.reason ?? '', fillColor: fill },
          ];
        }),
      ),
    );
    if (data.occurrencesNotShown > 0) {
      content.push({ text: w.rowsNotShown(data.occurrencesNotShown), italics: true, margin: [0, 6, 0, 0] });
    }
  }

  content.push({
    text: w.checklistFailures,
    fontSize: 12,
    bold: true,
    color: ctx.branding.accentColor,
    margin: [0, 16, 0, 6],
  });
  if (data.failures.length === 0) {
    content.push({ text: w.noChecklistFailures, italics: true });
  }
  for (const failure of data.failures) {
    const lead: Content = {
      stack: [
        { text: `${dayText(failure.day)} · ${failure.propertyName} · ${failure.areaName}`, color: '#555555' },
        { text: `${failure.serviceTitle}: ${failure.item}`, bold: true },
        ...(failure.note !== null && failure.note !== '' ? [{ text: `${w.note}: ${failure.note}` }] : []),
      ],
      margin: [0, 6, 0, 4],
    };
    content.push(...withPhotos([lead], thumbnailRows(failure.photos, images, w.photoMissing)));
  }
  if (data.photosNotShown > 0) {
    content.push({ text: w.photosNotShown(data.photosNotShown), italics: true, margin: [0, 6, 0, 0] });
  }

  return reportJob(`${w.title} · ${scope} · ${periodText}`, content, images, logo, ctx);
}
