// The printable checkpoint sheet: per checkpoint of a route (not retired) its QR code, name,
// location hint and manual code, to cut out and stick on site. A4, in the tenant's language.
import QRCode from 'qrcode';
import type { Content } from 'pdfmake/interfaces.js';
import type { PdfJob } from '../../platform/pdf/renderer.js';
import type { Language } from '../shared/language.js';

export interface SheetCheckpoint {
  position: number;
  name: string;
  locationHint: string | null;
  /** The text of the QR code: the signed code (checkpoint-codes.ts). */
  qrCode: string;
  manualCode: string;
}

export interface SheetInput {
  propertyName: string;
  routeName: string;
  checkpoints: SheetCheckpoint[];
  language: Language;
}

const TEXTS = {
  de: {
    title: 'Kontrollpunkte',
    code: 'Code',
    hint: 'Scannen Sie den QR-Code oder geben Sie den Code von Hand ein.',
    none: 'Diese Route hat keine Kontrollpunkte.',
    page: 'Seite {page} von {pages}',
  },
  en: {
    title: 'Checkpoints',
    code: 'Code',
    hint: 'Scan the QR code or type the code by hand.',
    none: 'This route has no checkpoints.',
    page: 'Page {page} of {pages}',
  },
} as const;

/** A QR code as PNG bytes: the text is what the phone reads and sends. */
export async function qrPng(token: string): Promise<Uint8Array> {
  const buffer = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export async function checkpointSheet(input: SheetInput): Promise<PdfJob> {
  const texts = TEXTS[input.language];
  const images: Record<string, Uint8Array> = {};
  const cells: Content[] = [];
  for (const checkpoint of input.checkpoints) {
    const image = `qr${checkpoint.position}`;
    images[image] = await qrPng(checkpoint.qrCode);
    cells.push({
      unbreakable: true,
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { image, fit: [150, 150], alignment: 'center', margin: [0, 4, 0, 6] },
                { text: `${checkpoint.position}. ${checkpoint.name}`, bold: true, fontSize: 12, alignment: 'center' },
                ...(checkpoint.locationHint
                  ? [{ text: checkpoint.locationHint, fontSize: 9, color: '#475467', alignment: 'center' as const }]
                  : []),
                {
                  text: `${texts.code}: ${checkpoint.manualCode}`,
                  fontSize: 14,
                  bold: true,
                  alignment: 'center',
                  margin: [0, 6, 0, 4],
                },
                { text: input.routeName, fontSize: 7, color: '#667085', alignment: 'center', margin: [0, 0, 0, 2] },
              ],
            },
          ],
        ],
      },
      margin: [0, 0, 0, 12],
    });
  }
  // Two cards side by side.
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    rows.push({ columns: [cells[i]!, cells[i + 1] ?? { text: '' }], columnGap: 15 });
  }
  return {
    definition: {
      pageSize: 'A4',
      pageMargins: [40, 70, 40, 50],
      defaultStyle: { fontSize: 10 },
      content: [
        { text: `${texts.title}: ${input.routeName}`, fontSize: 16, bold: true },
        { text: input.propertyName, fontSize: 11, color: '#475467', margin: [0, 2, 0, 4] },
        { text: texts.hint, fontSize: 9, color: '#475467', margin: [0, 0, 0, 14] },
        ...(rows.length > 0 ? rows : [{ text: texts.none }]),
      ],
    },
    images,
    furniture: {
      header: {
        text: `${input.propertyName} · ${input.routeName}`,
        fontSize: 8,
        color: '#667085',
        margin: [40, 30, 40, 0],
      },
      footerText: '',
      pageLabel: texts.page,
      skipFirstPage: false,
      ruleColor: '#98a2b3',
    },
  };
}
