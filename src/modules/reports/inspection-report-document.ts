// The inspection report as a pdfmake document, in the frame of the other reports (branding
// header and footer, optional cover page): what was inspected and how the sample was drawn
// (seed and rule), the overall score against the threshold, the score per area type with
// its weight, per area every criterion with its rating, percent and weight, the defects with
// their notes and photos, the formula with every weight the template holds, the client
// representative's signature, and the property's trend as a bar chart. Everything the score
// is made of is on paper, so a reader can recompute it by hand.
import type { CanvasElement, Content, TableCell } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import { presentPercent } from '../inspections/inspection-score.js';
import type { InspectionReportData, InspectionReportRating } from './inspection-report-data.js';
import { inspectionReportTexts, type InspectionReportTexts } from './inspection-report-texts.js';
import { MISSED_FILL, table, tiles } from './patrol-report-document.js';
import {
  CONTENT_WIDTH,
  coverPage,
  facts,
  heading,
  Images,
  logoImage,
  periodDocument,
  type PeriodReportHeading,
  type ReportContext,
  reportJob,
  STATUS_COLORS,
  thumbnailRows,
  withPhotos,
} from './report-document.js';
import { calendarDayText, dateTimeFormatter } from './report-texts.js';

interface Formats {
  w: InspectionReportTexts;
  number: (value: number) => string;
  /** A score as shown: one decimal, half up, with the percent sign. */
  percent: (value: number | null) => string;
}

function formats(ctx: ReportContext): Formats {
  const w = inspectionReportTexts(ctx.language);
  const locale = ctx.language === 'de' ? 'de-DE' : 'en-GB';
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return {
    w,
    number: (value) => plain.format(value),
    percent: (value) => (value === null ? w.notScored : `${decimal.format(presentPercent(value))} %`),
  };
}

const typeName = (type: string, w: InspectionReportTexts) => (type === '' ? w.untypedArea : type);

function ratingText(rating: InspectionReportRating, f: Formats): string {
  return rating.step === null ? f.w.notApplicable : rating.step;
}

/** Bars of the scores, oldest left, with the threshold as a dashed line; this inspection's bar in the accent colour. */
function trendChart(data: InspectionReportData, ctx: ReportContext, f: Formats): Content {
  const height = 110;
  const width = CONTENT_WIDTH;
  const count = data.trend.length;
  const slot = width / Math.max(count, 1);
  const bar = Math.min(28, slot * 0.6);
  const y = (percent: number) => height - (height * Math.max(0, Math.min(100, percent))) / 100;
  const canvas: CanvasElement[] = [
    { type: 'line', x1: 0, y1: height, x2: width, y2: height, lineWidth: 0.8, lineColor: '#667085' },
  ];
  for (const grid of [0, 50, 100]) {
    canvas.push({
      type: 'line',
      x1: 0,
      y1: y(grid),
      x2: width,
      y2: y(grid),
      lineWidth: 0.3,
      lineColor: '#d0d5dd',
    });
  }
  const threshold = data.definition.thresholdPercent;
  canvas.push({
    type: 'line',
    x1: 0,
    y1: y(threshold),
    x2: width,
    y2: y(threshold),
    lineWidth: 1,
    dash: { length: 3 },
    lineColor: STATUS_COLORS.failed,
  });
  data.trend.forEach((point, index) => {
    const x = slot * index + (slot - bar) / 2;
    canvas.push({
      type: 'rect',
      x,
      y: y(point.percent),
      w: bar,
      h: height - y(point.percent),
      color: point.id === data.id ? ctx.branding.accentColor : point.passed ? '#98a2b3' : STATUS_COLORS.failed,
    });
  });
  const labels: Content = {
    columns: [
      ...data.trend.map((point) => ({
        width: slot,
        alignment: 'center' as const,
        fontSize: 6.5,
        color: '#555555',
        stack: [
          { text: f.percent(point.percent), bold: point.id === data.id },
          { text: calendarDayText(ctx.language, point.date) },
        ],
      })),
    ],
    columnGap: 0,
  };
  return {
    unbreakable: true,
    stack: [
      { canvas },
      labels,
      {
        text: `– – ${f.w.threshold} ${f.number(threshold)} % · ${f.w.gridLines}`,
        color: '#555555',
        fontSize: 7,
        margin: [0, 4, 0, 0],
      },
    ],
  };
}

/** One inspection's report, without cover page: as its own document or a part of the period's. */
export function inspectionReportBody(data: InspectionReportData, ctx: ReportContext, images: Images): Content[] {
  const f = formats(ctx);
  const { w } = f;
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  const dayText = calendarDayText(ctx.language, data.date);
  const def = data.definition;
  const subject = `${data.propertyName} · ${dayText}`;
  const below = data.score?.passed === false;

  const content: Content[] = [
    { text: w.title, fontSize: 18, bold: true },
    { text: subject, fontSize: 13, margin: [0, 2, 0, 10] },
    facts([
      [w.property, { text: data.propertyName, bold: true }],
      [w.date, dayText],
      [w.inspector, data.inspectorName ?? w.unknownPerson],
      [w.template, w.templateVersion(data.templateName, data.templateVersion)],
      [w.threshold, `${f.number(def.thresholdPercent)} %`],
      [
        w.sample,
        `${data.areas.map((a) => a.name).join(', ')} (${w.sampleRule(f.number(def.samplePercent), def.sampleMinimum)})`,
      ],
      [w.seed, String(data.seed)],
      [w.completedAt, data.completedAt === null ? w.notCompleted : at(data.completedAt)],
      ...(data.reinspectionOf !== null ? ([[w.reinspectionOf(data.reinspectionOf), '']] as [string, string][]) : []),
    ]),
    tiles([
      {
        value: f.percent(data.score?.percent ?? null),
        label: w.overall,
        sub: data.score === null ? undefined : below ? w.belowThreshold : w.passed,
        alarm: below,
        wide: true,
      },
      { value: `${f.number(def.thresholdPercent)} %`, label: w.threshold },
      { value: String(data.areas.length), label: w.areaCount },
      {
        value: String(data.areas.reduce((n, a) => n + a.ratings.filter((r) => r.defect).length, 0)),
        label: w.defects,
      },
    ]),
  ];

  if (data.score !== null && data.score.area_types.length > 0) {
    content.push(heading(w.areaTypes, ctx));
    content.push(
      table(
        ctx,
        [
          [w.areaType, '*'],
          [w.areaCount, 50],
          [w.weight, 50],
          [w.score, 60],
        ],
        [
          ...data.score.area_types.map((t): TableCell[] => [
            { text: typeName(t.area_type, w) },
            { text: String(t.area_count), alignment: 'right' },
            { text: f.number(t.weight), alignment: 'right' },
            { text: f.percent(t.percent), alignment: 'right' },
          ]),
          [
            { text: w.overall, bold: true },
            { text: '' },
            { text: '' },
            {
              text: f.percent(data.score.percent),
              alignment: 'right',
              bold: true,
              color: below ? STATUS_COLORS.failed : undefined,
            },
          ],
        ],
      ),
    );
  }

  for (const area of data.areas) {
    content.push({
      text: `${area.name} · ${typeName(area.areaType, w)} · ${f.percent(area.percent)}`,
      fontSize: 11,
      bold: true,
      color: ctx.branding.accentColor,
      margin: [0, 14, 0, 6],
    });
    content.push(
      table(
        ctx,
        [
          [w.criterion, '*'],
          [w.weight, 45],
          [w.rating, 55],
          [w.percent, 50],
          [w.note, 150],
        ],
        area.ratings.map((rating): TableCell[] => {
          const fill = rating.defect ? MISSED_FILL : undefined;
          return [
            {
              text: rating.defect ? `${rating.criterionLabel} · ${w.defect}` : rating.criterionLabel,
              bold: rating.defect,
              color: rating.defect ? STATUS_COLORS.failed : undefined,
              fillColor: fill,
            },
            { text: f.number(rating.weight), alignment: 'right', fillColor: fill },
            { text: ratingText(rating, f), alignment: 'right', fillColor: fill },
            {
              text: rating.percent === null ? w.notScored : `${f.number(rating.percent)} %`,
              alignment: 'right',
              fillColor: fill,
            },
            { text: rating.note ?? '', fillColor: fill },
          ];
        }),
      ),
    );
  }

  content.push(heading(w.defects, ctx));
  const defects = data.areas.flatMap((area) => area.ratings.filter((r) => r.defect).map((r) => ({ area, r })));
  if (defects.length === 0) content.push({ text: w.noDefects, italics: true });
  for (const { area, r } of defects) {
    const lead: Content = {
      stack: [
        { text: `${area.name} · ${r.criterionLabel}`, bold: true },
        ...(r.note !== null && r.note !== '' ? [{ text: `${w.note}: ${r.note}` }] : []),
        ...(r.taskId !== null ? [{ text: w.followUpTask(r.taskId), color: '#555555' }] : []),
      ],
      margin: [0, 6, 0, 4],
    };
    content.push(...withPhotos([lead], thumbnailRows(r.photos, images, w.photoMissing)));
  }
  if (data.photosNotShown > 0) {
    content.push({ text: w.photosNotShown(data.photosNotShown), italics: true, margin: [0, 6, 0, 0] });
  }

  content.push({
    unbreakable: true,
    stack: [
      heading(w.formula, ctx),
      ...w.formulaLines.map((line) => ({ text: line, margin: [0, 0, 0, 3] as [number, number, number, number] })),
      {
        text: `${w.scale}: ${def.scale.steps.map((s) => `${s.value} = ${f.number(s.percent)} %`).join(' · ')}`,
        margin: [0, 4, 0, 0],
      },
    ],
  });
  content.push(
    table(
      ctx,
      [
        [w.criterion, '*'],
        [w.appliesTo, 170],
        [w.weight, 50],
      ],
      def.criteria.map((c): TableCell[] => [
        { text: c.label },
        { text: c.areaTypes.length === 0 ? w.allAreaTypes : c.areaTypes.map((t) => typeName(t, w)).join(', ') },
        { text: f.number(c.weight ?? 1), alignment: 'right' },
      ]),
    ),
  );
  const typeWeights = Object.entries(def.areaTypeWeights);
  content.push({
    text: `${w.areaTypeWeights}: ${[
      ...typeWeights.map(([type, weight]) => `${typeName(type, w)} = ${f.number(weight)}`),
      w.defaultWeight,
    ].join(' · ')}`,
    margin: [0, 6, 0, 0],
  });

  content.push(heading(w.signature, ctx));
  if (data.signature === null && data.clientRepresentativeName === null) {
    content.push({ text: w.noSignature, italics: true });
  } else {
    content.push({
      unbreakable: true,
      stack: [
        ...(data.signature !== null ? [{ image: images.add(data.signature), fit: [200, 80] as [number, number] }] : []),
        {
          text: `${w.representative}: ${data.clientRepresentativeName ?? w.unknownPerson}`,
          margin: [0, 4, 0, 0],
        },
      ],
    });
  }

  content.push(heading(w.trend, ctx));
  if (data.trend.length <= 1) content.push({ text: w.trendNone, italics: true });
  else content.push(trendChart(data, ctx, f));
  return content;
}

export function inspectionReportDocument(data: InspectionReportData, ctx: ReportContext): PdfJob {
  const w = inspectionReportTexts(ctx.language);
  const subject = `${data.propertyName} · ${calendarDayText(ctx.language, data.date)}`;
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const content: Content[] = [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, w.title, subject) : []),
    ...inspectionReportBody(data, ctx, images),
  ];
  return reportJob(`${w.title} · ${subject}`, content, images, logo, ctx);
}

/** The inspections of a period in one PDF: an overview (date, property, score, defects), then each inspection's pages. */
export function inspectionPeriodDocument(
  list: InspectionReportData[],
  ctx: ReportContext,
  about: PeriodReportHeading,
): PdfJob {
  const f = formats(ctx);
  const { w } = f;
  return periodDocument(
    ctx,
    w.periodTitle,
    about,
    {
      head: [w.date, w.property, w.score, w.threshold, w.defects],
      widths: [60, '*', 60, 70, 60],
      rows: (data) => {
        const below = data.score?.passed === false;
        const defects = data.areas.reduce((n, a) => n + a.ratings.filter((r) => r.defect).length, 0);
        return [
          { text: calendarDayText(ctx.language, data.date) },
          { text: data.propertyName },
          {
            text: f.percent(data.score?.percent ?? null),
            bold: below,
            color: below ? STATUS_COLORS.failed : undefined,
          },
          { text: `${f.number(data.definition.thresholdPercent)} %` },
          { text: String(defects), bold: defects > 0, color: defects > 0 ? STATUS_COLORS.failed : undefined },
        ];
      },
    },
    list,
    (data, images) => inspectionReportBody(data, ctx, images),
  );
}
