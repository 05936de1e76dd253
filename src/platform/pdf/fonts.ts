// The fonts of the PDF reports and how text is spread over them. Roboto (pdfmake's own)
// carries Latin (Turkish included), Greek and Cyrillic; Noto Sans Hebrew, Noto Sans Arabic,
// Noto Sans SC (Chinese, Japanese kana and kanji, many symbols) and Noto Sans KR (Hangul)
// carry the rest. Their files come with the npm packages of @expo-google-fonts (SIL Open
// Font License 1.1) and are read into pdfmake's virtual file system only when a document
// contains a character that needs them: the CJK fonts are about 10 and 6 MB each.
//
// Every text of a document goes through `spreadText`: runs of characters go to the first
// font that has them, a right-to-left passage (Hebrew, Arabic) gets its words in visual
// order, and a character no font has becomes U+FFFD (�) instead of vanishing; an emoji,
// with its modifiers and joined parts, becomes one �.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The family every document starts with (pdfmake's Roboto, Apache License 2.0). */
export const BASE_FAMILY = 'Roboto';

/** What stands in for a character no embedded font has. */
export const MISSING_GLYPH = '\uFFFD';

interface FontFiles {
  normal: string;
  bold: string;
}

interface Family {
  name: string;
  /** Absolute paths of the font files. */
  files: FontFiles;
  /** A quick test before the font itself is opened (large fonts are opened only for their scripts). */
  mayCover: (codePoint: number) => boolean;
}

interface Fontkit {
  create(buffer: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean; characterSet: number[] };
}

const fontkit = require('fontkit') as Fontkit;

function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** Roboto's four styles, as pdfmake names them. */
export const BASE_FILES = {
  normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
  bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
  italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
} as const;

const isHan = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u;
const isHangul = /\p{Script=Hangul}/u;
const isEmoji = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

function char(codePoint: number): string {
  return String.fromCodePoint(codePoint);
}

/** Fallback families in the order they are asked. */
const FALLBACKS: Family[] = [
  {
    name: 'NotoSansHebrew',
    files: {
      normal: packageFile('@expo-google-fonts/noto-sans-hebrew', '400Regular/NotoSansHebrew_400Regular.ttf'),
      bold: packageFile('@expo-google-fonts/noto-sans-hebrew', '700Bold/NotoSansHebrew_700Bold.ttf'),
    },
    mayCover: (cp) => (cp >= 0x0590 && cp <= 0x05ff) || (cp >= 0xfb1d && cp <= 0xfb4f),
  },
  {
    name: 'NotoSansArabic',
    files: {
      normal: packageFile('@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'),
      bold: packageFile('@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
    },
    mayCover: (cp) =>
      (cp >= 0x0600 && cp <= 0x08ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff),
  },
  {
    // Bold is the regular file too: a second 10 MB font for bold CJK is not worth its memory.
    name: 'NotoSansSC',
    files: {
      normal: packageFile('@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
      bold: packageFile('@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
    },
    // Chinese and Japanese, and the symbols (arrows, boxes, CJK punctuation) Roboto lacks.
    mayCover: (cp) => cp >= 0x2000 && !isHangul.test(char(cp)) && !isEmoji.test(char(cp)),
  },
  {
    name: 'NotoSansKR',
    files: {
      normal: packageFile('@expo-google-fonts/noto-sans-kr', '400Regular/NotoSansKR_400Regular.ttf'),
      bold: packageFile('@expo-google-fonts/noto-sans-kr', '400Regular/NotoSansKR_400Regular.ttf'),
    },
    mayCover: (cp) => isHangul.test(char(cp)) || isHan.test(char(cp)),
  },
];

/** A font file's name in the virtual file system. */
function virtualName(file: string): string {
  return `fonts/${path.basename(file)}`;
}

type Descriptor = { normal: string; bold: string; italics: string; bolditalics: string };

/** Every family and its files, for pdfmake's `setFonts` (italics fall back to upright for the Noto fonts). */
export function fontDescriptors(): Record<string, Descriptor> {
  const descriptors: Record<string, Descriptor> = {
    [BASE_FAMILY]: {
      normal: virtualName(BASE_FILES.normal),
      bold: virtualName(BASE_FILES.bold),
      italics: virtualName(BASE_FILES.italics),
      bolditalics: virtualName(BASE_FILES.bolditalics),
    },
  };
  for (const family of FALLBACKS) {
    descriptors[family.name] = {
      normal: virtualName(family.files.normal),
      bold: virtualName(family.files.bold),
      italics: virtualName(family.files.normal),
      bolditalics: virtualName(family.files.bold),
    };
  }
  return descriptors;
}

/** Where the font bytes go before pdfmake may read them (its virtual file system). */
export interface FontSink {
  writeFileSync(name: string, content: Buffer): void;
}

/**
 * Loads fonts on demand into pdfmake's virtual file system and answers which family
 * carries a character. One per thread; loaded fonts stay for the thread's life.
 */
export class FontSet {
  private readonly coverage = new Map<string, Set<number>>();
  private readonly written = new Set<string>();

  constructor(private readonly sink: FontSink) {
    this.write(BASE_FILES.normal);
    this.write(BASE_FILES.bold);
    this.write(BASE_FILES.italics);
    this.write(BASE_FILES.bolditalics);
    this.coverage.set(BASE_FAMILY, new Set(fontkit.create(readFileSync(BASE_FILES.normal)).characterSet));
  }

  /** Families whose files are in the virtual file system (for tests and measurements). */
  loadedFamilies(): string[] {
    return [...this.coverage.keys()];
  }

  private write(file: string): Buffer | undefined {
    if (this.written.has(file)) return undefined;
    const bytes = readFileSync(file);
    this.sink.writeFileSync(virtualName(file), bytes);
    this.written.add(file);
    return bytes;
  }

  private covers(family: Family, codePoint: number): boolean {
    if (!family.mayCover(codePoint)) return false;
    let set = this.coverage.get(family.name);
    if (set === undefined) {
      const bytes = this.write(family.files.normal) ?? readFileSync(family.files.normal);
      this.write(family.files.bold);
      set = new Set(fontkit.create(bytes).characterSet);
      this.coverage.set(family.name, set);
    }
    return set.has(codePoint);
  }

  /** The family that draws the character, or undefined when none has it. */
  familyOf(codePoint: number): string | undefined {
    if (this.coverage.get(BASE_FAMILY)?.has(codePoint) === true) return BASE_FAMILY;
    for (const family of FALLBACKS) if (this.covers(family, codePoint)) return family.name;
    return undefined;
  }

  baseCovers(codePoint: number): boolean {
    return this.coverage.get(BASE_FAMILY)?.has(codePoint) === true;
  }
}

/** A piece of text and the family that draws it (undefined: the surrounding text's font). */
export interface FontRun {
  text: string;
  font?: string;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
// A right-to-left passage: from its first to its last right-to-left character, with the
// spaces, digits and punctuation between them.
const RTL_PASSAGE =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF](?:[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\s\d.,:;!?'"()\-–]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF])?/gu;

/**
 * pdfmake places words left to right and knows nothing of bidirectional text; the font
 * engine (fontkit) shapes a right-to-left word and orders its glyphs. So within each
 * right-to-left passage the words are put in reverse order: on one line it then reads
 * right to left as written. A passage that wraps over several lines keeps this order, so
 * its lines read from the bottom up (a known limitation, docs/reports.md).
 */
export function visualOrder(text: string): string {
  if (!RTL_CHAR.test(text)) return text;
  return text.replace(RTL_PASSAGE, (passage) => passage.split(/(\s+)/u).reverse().join(''));
}

function isJoinerOrModifier(cp: number): boolean {
  return (
    cp === 0x200d || // zero width joiner
    (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors
    (cp >= 0x1f3fb && cp <= 0x1f3ff) || // skin tones
    (cp >= 0xe0020 && cp <= 0xe007f) || // tags
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    cp === 0x20e3 // keycap
  );
}

/**
 * Splits a text into runs by the font that has its characters, in visual order for
 * right-to-left passages; characters no font has become MISSING_GLYPH. Returns undefined
 * when the whole text is in the base font already (nothing to change).
 */
export function spreadText(fonts: FontSet, input: string): FontRun[] | undefined {
  let plain = true;
  let wordLength = 0;
  for (let i = 0; i < input.length; i++) {
    const cp = input.charCodeAt(i);
    wordLength = cp === 0x20 || cp === 0x0a || cp === 0x09 || cp === 0x0d ? 0 : wordLength + 1;
    if ((cp >= 0x20 && !fonts.baseCovers(cp)) || wordLength > LONG_WORD) {
      plain = false;
      break;
    }
  }
  if (plain) return undefined;
  const text = visualOrder(input);
  const runs: FontRun[] = [];
  let current: FontRun | undefined;
  let afterPlaceholder = false;
  let joined = false;
  const push = (piece: string, font: string | undefined) => {
    if (current !== undefined && current.font === font) current.text += piece;
    else {
      current = font === undefined ? { text: piece } : { text: piece, font };
      runs.push(current);
    }
  };
  for (const piece of text) {
    const cp = piece.codePointAt(0) ?? 0;
    if (cp < 0x20) {
      push(piece, undefined);
      afterPlaceholder = false;
      continue;
    }
    if (afterPlaceholder && isJoinerOrModifier(cp)) {
      // Part of the emoji already shown as one placeholder.
      if (cp === 0x200d) joined = true;
      continue;
    }
    if (afterPlaceholder && joined && isEmoji.test(piece)) {
      joined = false;
      continue;
    }
    joined = false;
    const family = fonts.familyOf(cp);
    if (family !== undefined) {
      push(piece, family === BASE_FAMILY ? undefined : family);
      afterPlaceholder = false;
    } else if (isJoinerOrModifier(cp) || cp === 0x200b || cp === 0x200c) {
      // Invisible formatting characters that no font draws: nothing visible is lost.
      continue;
    } else {
      push(MISSING_GLYPH, undefined);
      afterPlaceholder = true;
    }
  }
  return inPieces(runs);
}

/** Words longer than this (in characters) are handed to pdfmake in pieces of PIECE characters. */
export const LONG_WORD = 40;
const PIECE = 16;

/**
 * pdfmake breaks a word wider than its line by measuring ever shorter beginnings of it,
 * and pdfkit keeps every measured string: a 10,000-character word took 9 s and 300 MB.
 * Given in pieces (adjacent texts, which pdfmake keeps together as one word), it breaks
 * the same way at the cost of a few short measurements per line.
 */
function inPieces(runs: FontRun[]): FontRun[] {
  const out: FontRun[] = [];
  const long = new RegExp(`\\S{${LONG_WORD + 1},}`, 'u');
  for (const run of runs) {
    if (!long.test(run.text)) {
      out.push(run);
      continue;
    }
    const piece = (text: string): FontRun => (run.font === undefined ? { text } : { text, font: run.font });
    let buffer = '';
    for (const token of run.text.split(/(\s+)/u)) {
      const chars = [...token];
      if (chars.length <= LONG_WORD) {
        buffer += token;
        continue;
      }
      for (let i = 0; i < chars.length; i += PIECE) {
        buffer += chars.slice(i, i + PIECE).join('');
        if (i + PIECE < chars.length) {
          out.push(piece(buffer));
          buffer = '';
        }
      }
    }
    if (buffer !== '') out.push(piece(buffer));
  }
  return out;
}
