// Form and incident reports as pdfmake documents (plain data, see platform/pdf). A4,
// the branding's header (logo, name, address lines, accent colour) on every page, an
// optional cover page, tables whose header row repeats on every page they run over, and
// a footer with the branding's text and "Seite x von y" / "Page x of y".
import type { Column, Content, TableCell } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import type { ReportBranding } from '../branding/branding.js';
import type { Language } from '../shared/language.js';
import type { FormReportData, FormReportField, IncidentReportData, ReportImage } from './report-data.js';
import {
  answerDateFormatter,
  answerTimeFormatter,
  dateTimeFormatter,
  reportTexts,
  type ReportTexts,
} from './report-texts.js';

/** Fixed colours for outcomes and statuses: they mean the same in every customer's report. */
export const STATUS_COLORS = {
  failed: '#b42318',
  passed: '#1e7b34',
  open: '#b42318',
  in_progress: '#b54708',
  resolved: '#1e7b34',
  closed: '#475467',
  low: '#475467',
  medium: '#b54708',
  high: '#b42318',
  critical: '#7a0916',
} as const;

/** The lowest rating (1 to 5) that still passes. */
export const RATING_PASS_MIN = 3;

export const CONTENT_WIDTH = 515; // A4 (595 pt) less 40 pt margins on both sides

export interface ReportContext {
  branding: ReportBranding;
  language: Language;
  timeZone: string;
  generatedAt: Date;
}

export class Images {
  readonly images: Record<string, Uint8Array> = {};
  private next = 0;
  add(image: ReportImage): string {
    const name = `img${++this.next}`;
    this.images[name] = image.bytes;
    return name;
  }
}

export function logoImage(branding: ReportBranding, images: Images): string | undefined {
  if (!branding.logo) return undefined;
  const bytes = Buffer.from(branding.logo.dataBase64, 'base64');
  return images.add({ bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), width: 0, height: 0 });
}

function header(branding: ReportBranding, logo: string | undefined): Content {
  const logoColumn: Column = { width: 'auto', stack: [{ image: logo ?? '', fit: [140, 36] }] };
  const nameColumn: Column = {
    text: branding.displayName,
    bold: true,
    fontSize: 13,
    color: branding.accentColor,
    width: '*',
  };
  const left = logo !== undefined ? logoColumn : nameColumn;
  return {
    margin: [40, 20, 40, 0],
    stack: [
      {
        columns: [
          left,
          {
            width: '*' as const,
            alignment: 'right' as const,
            fontSize: 7.5,
            color: '#444444',
            stack: [
              ...(logo !== undefined ? [{ text: branding.displayName, bold: true }] : []),
              ...branding.addressLines.map((line) => ({ text: line })),
            ],
          },
        ],
      },
      {
        margin: [0, 6, 0, 0],
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1.5, lineColor: branding.accentColor },
        ],
      },
    ],
  };
}

export function coverPage(ctx: ReportContext, logo: string | undefined, title: string, subject: string): Content[] {
  const texts = reportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  return [
    ...(logo !== undefined
      ? [{ image: logo, fit: [240, 100] as [number, number], margin: [0, 80, 0, 30] as const }]
      : []),
    {
      text: ctx.branding.displayName,
      fontSize: 14,
      color: '#444444',
      margin: [0, logo !== undefined ? 0 : 140, 0, 16] as [number, number, number, number],
    },
    { text: title, fontSize: 28, bold: true, color: ctx.branding.accentColor },
    { text: subject, fontSize: 16, margin: [0, 8, 0, 24] },
    { text: `${texts.generatedAt} ${at(ctx.generatedAt)}`, fontSize: 10, color: '#444444' },
    ...ctx.branding.addressLines.map((line, i) => ({
      text: line,
      fontSize: 9,
      color: '#444444',
      margin: [0, i === 0 ? 24 : 0, 0, 0] as [number, number, number, number],
    })),
    { text: '', pageBreak: 'after' },
  ] as Content[];
}

export function heading(text: string, ctx: ReportContext): Content {
  return { text, fontSize: 12, bold: true, color: ctx.branding.accentColor, margin: [0, 14, 0, 6] };
}

/**
 * A heading and the table it heads as one table: the heading is its first row and repeats
 * with the column header on every page the table runs over, and both stay on the page of
 * the first row (`keepWithHeaderRows`), so no heading is left at the foot of a page.
 */
export function headedTable(title: string, ctx: ReportContext, node: Content): Content {
  const { table } = node as { table: { body: TableCell[][]; headerRows?: number } };
  const columns = table.body[0]?.length ?? 1;
  const headingRow: TableCell[] = [
    { ...(heading(title, ctx) as object), colSpan: columns, margin: [-5, 10, 0, 2] } as TableCell,
    ...Array.from({ length: columns - 1 }, (): TableCell => ''),
  ];
  return {
    ...(node as object),
    layout: 'headedReport',
    table: {
      ...table,
      headerRows: (table.headerRows ?? 0) + 1,
      keepWithHeaderRows: 1,
      body: [headingRow, ...table.body],
    },
  };
}

export function facts(rows: [string, Content | string][]): Content {
  return {
    layout: 'facts',
    table: {
      widths: [110, '*'],
      body: rows.map(([label, value]) => [{ text: label, color: '#555555' }, value] as TableCell[]),
    },
  };
}

export function headerCell(text: string, ctx: ReportContext): TableCell {
  return { text, bold: true, color: '#ffffff', fillColor: ctx.branding.accentColor };
}

export function furniture(ctx: ReportContext, logo: string | undefined): PdfJob['furniture'] {
  return {
    header: header(ctx.branding, logo),
    footerText: ctx.branding.footer,
    pageLabel: reportTexts(ctx.language).pageLabel,
    skipFirstPage: ctx.branding.coverPage,
    ruleColor: ctx.branding.accentColor,
  };
}

/** A4 with room for the header and footer; the document info names the title and the branding. */
export function reportJob(
  title: string,
  content: Content[],
  images: Images,
  logo: string | undefined,
  ctx: ReportContext,
): PdfJob {
  return {
    definition: {
      pageSize: 'A4',
      pageMargins: [40, 80, 40, 50],
      info: { title, author: ctx.branding.displayName, creator: 'Caretaker' },
      defaultStyle: { fontSize: 9.5 },
      content,
    },
    images: images.images,
    furniture: furniture(ctx, logo),
  };
}

/** The photos two per row; each row stays on one page. */
function photoRows(photos: (ReportImage | null)[], images: Images, texts: ReportTexts): Content[] {
  const cells: Content[] = photos.map((photo) =>
    photo === null
      ? { text: texts.photoMissing, italics: true, color: '#777777', margin: [0, 20, 0, 20] }
      : { image: images.add(photo), fit: [250, 200], alignment: 'center', margin: [0, 0, 0, 8] },
  );
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    rows.push({
      columns: [
        { width: 255, stack: [cells[i] as Content] },
        { width: 255, stack: cells[i + 1] ? [cells[i + 1] as Content] : [] },
      ],
      columnGap: 5,
      unbreakable: true,
    });
  }
  return rows;
}

/** Thumbnails three per row (the proof of service's and inspection report's photos); each row stays on one page. */
export function thumbnailRows(photos: (ReportImage | null)[], images: Images, missingText: string): Content[] {
  const cells: Content[] = photos.map((photo) =>
    photo === null
      ? { text: missingText, italics: true, color: '#777777', margin: [0, 12, 0, 12] }
      : { image: images.add(photo), fit: [160, 120], margin: [0, 2, 0, 6] },
  );
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 3) {
    rows.push({
      columns: [0, 1, 2].map((k) => ({ width: 165, stack: cells[i + k] ? [cells[i + k] as Content] : [] })),
      columnGap: 10,
      unbreakable: true,
    });
  }
  return rows;
}

/**
 * What comes before a set of photos (a heading, a field's label) kept on one page with
 * their first row, so that no heading is left at the foot of a page with its photos on
 * the next.
 */
export function withPhotos(lead: Content[], rows: Content[]): Content[] {
  const [first, ...rest] = rows;
  return first === undefined ? lead : [{ unbreakable: true, stack: [...lead, first] }, ...rest];
}

/** Whether the answer is a failed check: an unticked checkbox, or a rating under RATING_PASS_MIN. */
export function isFailedCheck(field: Pick<FormReportField, 'type' | 'value'>): boolean {
  if (field.type === 'checkbox') return field.value === false;
  if (field.type === 'rating') return typeof field.value === 'number' && field.value < RATING_PASS_MIN;
  return false;
}

function answerText(field: FormReportField, texts: ReportTexts, fileCount: number, language: Language): Content {
  const value = field.value;
  if (field.type === 'photo' || field.type === 'signature') {
    return {
      text:
        fileCount > 0 ? `${fileCount} × ${field.type === 'photo' ? texts.photos : texts.signature}` : texts.notAnswered,
    };
  }
  if (value === null || value === undefined || value === '') return { text: texts.notAnswered, color: '#777777' };
  if (field.type === 'checkbox') {
    return value === true
      ? { text: texts.yes, color: STATUS_COLORS.passed, bold: true }
      : { text: texts.no, color: STATUS_COLORS.failed, bold: true };
  }
  if (field.type === 'rating' && typeof value === 'number') {
    const failed = value < RATING_PASS_MIN;
    return { text: `${value} / 5`, bold: true, color: failed ? STATUS_COLORS.failed : STATUS_COLORS.passed };
  }
  if (field.type === 'date' && typeof value === 'string') return { text: answerDateFormatter(language)(value) };
  if (field.type === 'time' && typeof value === 'string') return { text: answerTimeFormatter(language)(value) };
  if (Array.isArray(value)) return { text: value.map(String).join(', ') };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { text: String(value) };
  }
  return { text: JSON.stringify(value) };
}

function answersTable(
  fields: FormReportField[],
  data: FormReportData,
  texts: ReportTexts,
  ctx: ReportContext,
): Content {
  return {
    layout: 'report',
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [200, '*'],
      body: [
        [headerCell(texts.field, ctx), headerCell(texts.answer, ctx)],
        ...fields.map(
          (field) =>
            [
              { text: field.label },
              answerText(field, texts, data.files.get(field.id)?.length ?? 0, ctx.language),
            ] as TableCell[],
        ),
      ],
    },
  };
}

export function formReportDocument(data: FormReportData, ctx: ReportContext): PdfJob {
  const texts = reportTexts(ctx.language);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const title = `${texts.formReport}: ${data.templateName}`;
  return document(ctx, logo, images, title, [
    ...(ctx.branding.coverPage
      ? coverPage(ctx, logo, texts.formReport, `${data.templateName} · ${data.property.name}`)
      : []),
    ...formReportBody(data, ctx, images),
  ]);
}

/** One form response's pages, without a cover: a report of its own, or a part of a period report. */
function formReportBody(data: FormReportData, ctx: ReportContext, images: Images): Content[] {
  const texts = reportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  const title = `${texts.formReport}: ${data.templateName}`;
  const failed = data.fields.filter(isFailedCheck);
  const others = data.fields.filter((field) => !isFailedCheck(field));
  const photoFields = data.fields.filter(
    (field) => field.type === 'photo' && (data.files.get(field.id)?.length ?? 0) > 0,
  );
  const signatures = data.fields.filter(
    (field) => field.type === 'signature' && (data.files.get(field.id)?.length ?? 0) > 0,
  );
  const content: Content[] = [
    { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 10] },
    facts([
      [texts.property, { text: data.property.name, bold: true }],
      ...(data.property.addressLines.length > 0
        ? [[texts.address, data.property.addressLines.join(', ')] as [string, string]]
        : []),
      ...(data.property.clientName !== null ? [[texts.client, data.property.clientName] as [string, string]] : []),
      [texts.template, `${data.templateName} (${texts.version} ${data.templateVersion})`],
      [texts.submittedBy, data.submittedBy ?? (data.status === 'submitted' ? texts.unknownPerson : texts.notSubmitted)],
      [texts.submittedAt, data.submittedAt !== null ? at(data.submittedAt) : texts.notSubmitted],
    ]),
    failed.length > 0
      ? headedTable(texts.failedChecks, ctx, answersTable(failed, data, texts, ctx))
      : {
          unbreakable: true,
          stack: [heading(texts.failedChecks, ctx), { text: texts.noFailedChecks, color: STATUS_COLORS.passed }],
        },
    headedTable(texts.answers, ctx, answersTable(others, data, texts, ctx)),
  ];
  photoFields.forEach((field, index) => {
    const label: Content = { text: field.label, bold: true, margin: [0, 4, 0, 4] };
    content.push(
      ...withPhotos(
        index === 0 ? [heading(texts.photos, ctx), label] : [label],
        photoRows(data.files.get(field.id) ?? [], images, texts),
      ),
    );
  });
  for (const field of signatures) {
    const signed = [data.submittedBy, data.submittedAt !== null ? at(data.submittedAt) : null]
      .filter((part) => part !== null)
      .join(', ');
    // Heading and signature stay together on one page.
    content.push({
      unbreakable: true,
      stack: [
        heading(`${texts.signature}: ${field.label}`, ctx),
        ...(data.files.get(field.id) ?? []).map((signature): Content =>
          signature === null
            ? { text: texts.photoMissing, italics: true }
            : {
                stack: [
                  { image: images.add(signature), fit: [220, 90] },
                  { text: signed, fontSize: 8, color: '#555555' },
                ],
              },
        ),
      ],
    });
  }
  return content;
}

function document(
  ctx: ReportContext,
  logo: string | undefined,
  images: Images,
  title: string,
  content: Content[],
): PdfJob {
  return reportJob(title, content, images, logo, ctx);
}

function statusText(status: keyof ReportTexts['statuses'], texts: ReportTexts): Content {
  return { text: texts.statuses[status], bold: true, color: STATUS_COLORS[status] };
}

export function incidentReportDocument(data: IncidentReportData, ctx: ReportContext): PdfJob {
  const texts = reportTexts(ctx.language);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  return document(ctx, logo, images, `${texts.incidentReport} #${data.id}`, [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, texts.incidentReport, `#${data.id} ${data.title}`) : []),
    ...incidentReportBody(data, ctx, images),
  ]);
}

/** One incident's pages, without a cover: a report of its own, or a part of a period report. */
function incidentReportBody(data: IncidentReportData, ctx: ReportContext, images: Images): Content[] {
  const texts = reportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  const title = `${texts.incidentReport} #${data.id}`;
  const statusName = (status: string | null) =>
    status !== null && status in texts.statuses ? texts.statuses[status as keyof ReportTexts['statuses']] : '–';
  const content: Content[] = [
    { text: title, fontSize: 18, bold: true },
    { text: data.title, fontSize: 13, margin: [0, 2, 0, 10] },
    facts([
      [texts.number, `#${data.id}`],
      [texts.severity, { text: texts.severities[data.severity], bold: true, color: STATUS_COLORS[data.severity] }],
      [texts.status, statusText(data.status, texts)],
      [texts.property, { text: data.property.name, bold: true }],
      ...(data.property.addressLines.length > 0
        ? [[texts.address, data.property.addressLines.join(', ')] as [string, string]]
        : []),
      ...(data.property.clientName !== null ? [[texts.client, data.property.clientName] as [string, string]] : []),
      ...(data.location !== null && data.location !== '' ? [[texts.location, data.location] as [string, string]] : []),
      [texts.occurredAt, data.occurredAt !== null ? at(data.occurredAt) : '–'],
      [texts.reportedAt, `${at(data.reportedAt)}${data.reportedBy !== null ? ` · ${data.reportedBy}` : ''}`],
    ]),
  ];
  if (data.description !== null && data.description.trim() !== '') {
    content.push(heading(texts.description, ctx), { text: data.description });
  }
  content.push(
    headedTable(texts.history, ctx, {
      layout: 'report',
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [85, 90, '*'],
        body: [
          [headerCell(texts.when, ctx), headerCell(texts.who, ctx), headerCell(texts.what, ctx)],
          [{ text: at(data.reportedAt) }, { text: data.reportedBy ?? texts.unknownPerson }, { text: texts.created }],
          ...data.events.map(
            (event) =>
              [
                { text: at(event.at) },
                { text: event.actor ?? texts.unknownPerson },
                event.kind === 'status_changed'
                  ? {
                      stack: [
                        { text: texts.statusChange(statusName(event.from), statusName(event.to)), bold: true },
                        ...(event.text !== null && event.text !== '' ? [{ text: event.text }] : []),
                      ],
                    }
                  : { stack: [{ text: texts.comment, bold: true }, { text: event.text ?? '' }] },
              ] as TableCell[],
          ),
        ],
      },
    }),
  );
  if (data.photos.length > 0)
    content.push(...withPhotos([heading(texts.photos, ctx)], photoRows(data.photos, images, texts)));
  return content;
}

/** What a period report is about, for its cover and first page. */
export interface PeriodReportHeading {
  /** The period as people say it (`KW 13 (24.03.2025 – 30.03.2025)`). */
  period: string;
  /** The scope: client, properties, template. */
  scope: string;
  /** Records in the period beyond those included. */
  notShown: number;
}

export function periodDocument<T>(
  ctx: ReportContext,
  title: string,
  heading_: PeriodReportHeading,
  overview: { head: string[]; widths: (number | '*')[]; rows: (item: T) => Content[] },
  items: T[],
  body: (item: T, images: Images) => Content[],
): PdfJob {
  const texts = reportTexts(ctx.language);
  const images = new Images();
  const logo = logoImage(ctx.branding, images);
  const content: Content[] = [
    ...(ctx.branding.coverPage ? coverPage(ctx, logo, title, `${heading_.period} · ${heading_.scope}`) : []),
    { text: title, fontSize: 18, bold: true },
    { text: heading_.scope, fontSize: 13, margin: [0, 2, 0, 10] },
    facts([[texts.period, { text: heading_.period, bold: true }]]),
    headedTable(texts.overview, ctx, {
      layout: 'report',
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: overview.widths,
        body: [
          overview.head.map((text) => headerCell(text, ctx)),
          ...items.map((item) => overview.rows(item) as TableCell[]),
        ],
      },
    }),
    ...(heading_.notShown > 0
      ? [{ text: texts.moreNotShown(heading_.notShown), italics: true, margin: [0, 6, 0, 0] } as Content]
      : []),
  ];
  for (const item of items) content.push({ text: '', pageBreak: 'after' }, ...body(item, images));
  return document(ctx, logo, images, `${title} · ${heading_.period}`, content);
}

/** The incidents of a period in one PDF: an overview table, then each incident's pages. */
export function incidentPeriodDocument(
  list: IncidentReportData[],
  ctx: ReportContext,
  about: PeriodReportHeading,
): PdfJob {
  const texts = reportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  return periodDocument(
    ctx,
    texts.incidentReports,
    about,
    {
      head: [texts.number, texts.reportedAt, texts.property, texts.title, texts.severity, texts.status],
      widths: [38, 82, 90, '*', 50, 60],
      rows: (data) => [
        { text: `#${data.id}` },
        { text: at(data.reportedAt) },
        { text: data.property.name },
        { text: data.title },
        { text: texts.severities[data.severity], color: STATUS_COLORS[data.severity] },
        statusText(data.status, texts),
      ],
    },
    list,
    (data, images) => incidentReportBody(data, ctx, images),
  );
}

/** The responses to a template in a period in one PDF: an overview table, then each response's pages. */
export function formPeriodDocument(list: FormReportData[], ctx: ReportContext, about: PeriodReportHeading): PdfJob {
  const texts = reportTexts(ctx.language);
  const at = dateTimeFormatter(ctx.language, ctx.timeZone);
  return periodDocument(
    ctx,
    texts.formReports,
    about,
    {
      head: [texts.submittedAt, texts.property, texts.submittedBy, texts.failedChecks],
      widths: [85, '*', 110, 70],
      rows: (data) => {
        const failed = data.fields.filter(isFailedCheck).length;
        return [
          { text: data.submittedAt !== null ? at(data.submittedAt) : texts.notSubmitted },
          { text: data.property.name },
          { text: data.submittedBy ?? texts.unknownPerson },
          { text: String(failed), bold: failed > 0, color: failed > 0 ? STATUS_COLORS.failed : STATUS_COLORS.passed },
        ];
      },
    },
    list,
    (data, images) => formReportBody(data, ctx, images),
  );
}
