// Reading a CSV file as offices save it from a spreadsheet: UTF-8 with or without a byte
// order mark, or Windows-1252 (Excel's "CSV" on German Windows); `;` or `,` between cells;
// cells in double quotes may hold the delimiter, quotes ("") and line breaks.

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvDelimiter = ';' | ',';

export interface CsvRow {
  /** The line of the file the row starts on, counting from 1 (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  rows: CsvRow[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of the file. A byte order mark means UTF-8; otherwise bytes that are valid UTF-8
 * are read as UTF-8, and any other bytes as Windows-1252 (every byte is a character there,
 * and text that is not plain ASCII is almost never valid UTF-8 by accident).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (UTF8_BOM.every((b, i) => bytes[i] === b))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The delimiter of the header line: whichever of `;` and `,` it holds more of outside quotes (`;` on a tie). */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** Splits the text into rows of cells (RFC 4180); rows whose cells are all blank are left out. */
export function parseCsvText(text: string, delimiter: CsvDelimiter): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** Reads a CSV file's bytes into rows, with the encoding and delimiter it found. */
export function readCsv(bytes: Uint8Array): CsvTable {
  const { text, encoding } = decodeCsvBytes(bytes);
  const delimiter = detectDelimiter(text);
  return { encoding, delimiter, rows: parseCsvText(text, delimiter) };
}
