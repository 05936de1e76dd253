// The form report's layout, from its data straight to the PDF (no database): headings stay
// with what follows them, and date and time answers read as the report's other dates.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainBranding } from '../../src/modules/branding/branding.js';
import type { FormReportData, FormReportField, ReportImage } from '../../src/modules/reports/report-data.js';
import { formReportDocument, type ReportContext } from '../../src/modules/reports/report-document.js';
import { InProcessPdfRenderer } from '../../src/platform/pdf/in-process.js';
import { pdfPageImages, pdfPages } from './pdf-text.js';

const renderer = new InProcessPdfRenderer();

async function photo(colour: string): Promise<ReportImage> {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { bytes: new Uint8Array(data), width: 800, height: 600 };
}

function context(language: 'de' | 'en'): ReportContext {
  return {
    branding: plainBranding('Rhein Facility GmbH'),
    language,
    timeZone: 'Europe/Berlin',
    generatedAt: new Date('2026-11-26T10:00:00Z'),
  };
}

function report(fields: FormReportField[], files: FormReportData['files'] = new Map()): FormReportData {
  return {
    responseId: 1,
    property: { name: 'Rheinblick', addressLines: [], clientName: null },
    templateName: 'Kontrolle',
    templateVersion: 1,
    status: 'submitted',
    submittedAt: new Date('2026-11-26T09:00:00Z'),
    submittedBy: 'Ina Inspector',
    fields,
    files,
  };
}

describe('form report layout', () => {
  it('keeps the photos heading and the field label on the page of the first photos, wherever the page ends', async () => {
    const photos = [await photo('#aa3333'), await photo('#3333aa'), await photo('#33aa33')];
    // From 15 to 52 answers before the photos, the heading falls at every height of a page.
    for (let answers = 15; answers <= 52; answers++) {
      const fields: FormReportField[] = [
        ...Array.from({ length: answers }, (_, i) => ({
          id: `note_${i}`,
          type: 'text' as const,
          label: `Bemerkung ${i + 1}`,
          value: `Eintrag ${i + 1}`,
        })),
        { id: 'entrance', type: 'photo', label: 'Eingangsbereich', value: null },
      ];
      const rendered = await renderer.render(
        formReportDocument(report(fields, new Map([['entrance', photos]])), context('de')),
      );
      const pages = await pdfPages(rendered.bytes);
      const images = await pdfPageImages(rendered.bytes);
      const page = pages.findIndex((text) => text.includes('Fotos Eingangsbereich'));
      expect(page, `${answers} answers: heading and label together`).toBeGreaterThanOrEqual(0);
      expect(images[page], `${answers} answers: photos on the heading's page ${page + 1}`).toBeGreaterThan(0);
      expect(images.reduce((sum, count) => sum + count, 0)).toBe(3);
    }
  });

  it('keeps the answers heading with the table header and first answer, wherever the page ends', async () => {
    for (let failed = 20; failed <= 58; failed++) {
      const fields: FormReportField[] = [
        ...Array.from({ length: failed }, (_, i) => ({
          id: `check_${i}`,
          type: 'checkbox' as const,
          label: `Prüfpunkt ${i + 1}`,
          value: false,
        })),
        { id: 'note', type: 'text', label: 'Bemerkung', value: 'Alles notiert' },
      ];
      const pages = await pdfPages((await renderer.render(formReportDocument(report(fields), context('de')))).bytes);
      const page = pages.findIndex((text) => text.includes('Antworten'));
      expect(page, `${failed} failed checks: the heading is there`).toBeGreaterThanOrEqual(0);
      expect(pages[page], `${failed} failed checks: heading, header and first answer on page ${page + 1}`).toContain(
        'Antworten Feld Antwort Bemerkung Alles notiert',
      );
    }
  });

  it('shows date and time answers in the language of the report', async () => {
    const fields: FormReportField[] = [
      { id: 'day', type: 'date', label: 'Datum der Kontrolle', value: '2026-11-26' },
      { id: 'start', type: 'time', label: 'Beginn', value: '07:05' },
    ];
    const german = (
      await pdfPages((await renderer.render(formReportDocument(report(fields), context('de')))).bytes)
    ).join(' ');
    expect(german).toContain('Datum der Kontrolle 26.11.2026');
    expect(german).toContain('Beginn 07:05');
    expect(german).not.toContain('2026-11-26');
    const english = (
      await pdfPages((await renderer.render(formReportDocument(report(fields), context('en')))).bytes)
    ).join(' ');
    expect(english).toContain('Datum der Kontrolle 26 Nov 2026');
    expect(english).toContain('Beginn 07:05');
  });

  it('shows a 10,000-character answer in full, over pages, and answers in other scripts', async () => {
    const word = `${'abcdefghij'.repeat(999)}WORTENDE`;
    const fields: FormReportField[] = [
      { id: 'long', type: 'text', label: 'Seriennummer', value: word },
      { id: 'hebrew', type: 'text', label: 'Hebräisch', value: 'שלום עולם' },
      { id: 'chinese', type: 'text', label: 'Chinesisch', value: '电梯故障' },
      { id: 'last', type: 'text', label: 'Zuletzt', value: 'danach' },
    ];
    const rendered = await renderer.render(formReportDocument(report(fields), context('de')));
    const pages = await pdfPages(rendered.bytes);
    expect(pages.length).toBeGreaterThan(1);
    // The table's header row repeats on each page and the footer is on each: left out, the word runs on.
    const text = pages
      .map((page, i) =>
        page.replace(/Rhein Facility GmbH|Seite \d+ von \d+/g, '').replace(i > 0 ? 'Antworten Feld Antwort' : '', ''),
      )
      .join(' ');
    expect(text.replace(/\s+/g, '')).toContain(`Seriennummer${word}`);
    expect(text).toContain('Hebräisch עולם שלום');
    expect(text).toContain('Chinesisch 电梯故障 Zuletzt danach');
  });
});
