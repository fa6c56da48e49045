// CSV as couriers and spreadsheets exchange it (RFC 4180 quoting): the desk's files (the courier file,
// the quiz leads, the numbers' tables) and the files it reads back. `toCsv` is the one writer every file
// goes through, so no file can hold a live formula (docs/desk.md, "Files the desk writes"). Regional Excel lists with a semicolon, so the desk writes ';' and reads
// ';' or ',' (whichever the first line uses); a BOM makes Excel read the file as UTF-8.
export const BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/**
 * Text made safe for a spreadsheet: a cell starting with = + - @ (or a tab or CR) would be run as a
 * formula when the file is opened in Excel, so it gets a leading apostrophe (OWASP's advice for CSV
 * injection). Every text cell gets it — a shopper's address, a staff member's name, a formatted figure
 * alike — since the writer cannot know which text someone typed.
 */
export const defusedText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * One cell: text defused, then quoted when it holds the separator, a quote or a line break (quotes
 * doubled). A number (a count, an order number) is written as it is.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : defusedText(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a file — the desk's one CSV writer: BOM, ';' between cells, CRLF after every row (as RFC 4180 and Excel write it). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('');
}

export interface CsvLine {
  /** The file's line number of the row's start, from 1. */
  line: number;
  cells: string[];
}

/**
 * Rows of a file, blank lines left out. A quoted cell may hold separators, quotes ("") and line breaks;
 * an unclosed quote makes the rest of the file one cell (the caller then finds the row malformed).
 */
export function parseCsv(text: string): CsvLine[] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const rows: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
