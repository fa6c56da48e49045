// Reading a courier's payout statement (docs/desk.md, "The courier's money"): the four columns found
// by the courier's own header words (packages/contract courier-remittance.ts), each row checked —
// a tracking number, two amounts, a day —, every bad row named. Nothing here touches the database.
import type { RemittanceColumns } from '@zdravo/contract/courier-remittance';
import type { RemittanceRowError, RemittanceRowProblem } from '@zdravo/contract/desk';
import { trackingNumberSchema } from '@zdravo/contract/desk/methods';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { CSV_ROWS_MAX, csvDay } from '../dispatch/moves.ts';

export interface StatementRow {
  row: number;
  trackingNumber: string;
  collectedMinor: number;
  feeMinor: number;
  payoutOn: string;
}

const fold = (value: string): string => value.normalize('NFC').trim().toLocaleLowerCase('hr').replace(/\s+/g, ' ');
const cut = (value: string): string => value.slice(0, 80);

/**
 * An amount as couriers write it, in minor units: "25,00", "1.234,50", "1234.5", "490" — the last
 * separator followed by one or two digits is the decimal one. Negative or unreadable: null.
 */
export function minorOf(text: string): number | null {
  const value = text.replace(/\s|\u00a0/g, '').replace(/(KM|BAM|RSD|din\.?|EUR|€)$/i, '');
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(value);
  // The thousands and the decimal separator are never the same sign ("12,345,6" is no amount).
  if (!match || (match[2] !== undefined && match[2] === match[3])) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = Number((match[4] ?? '0').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A day of the calendar (not 31 February), from the forms couriers write (csvDay). */
function calendarDay(text: string): string | null {
  const day = csvDay(text.trim());
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === day ? day : null;
}

/** The statement's rows, or every problem found (the whole statement is then refused). */
export function readStatement(
  text: string,
  columns: RemittanceColumns,
): { rows: StatementRow[] } | { errors: RemittanceRowError[] } {
  const lines = parseCsv(text);
  const header = lines[0];
  if (!header) return { errors: [{ Row: 0, Problem: 'empty', Value: '' }] };
  const names = header.cells.map(fold);
  const wanted = [columns.trackingNumber, columns.collected, columns.fee, columns.payoutDate];
  const at = wanted.map((name) => names.indexOf(fold(name)));
  const missing = wanted.filter((_, i) => at[i] === -1);
  if (missing.length > 0) return { errors: [{ Row: header.line, Problem: 'header', Value: cut(missing.join(', ')) }] };
  const body = lines.slice(1);
  if (body.length === 0) return { errors: [{ Row: 0, Problem: 'empty', Value: '' }] };
  if (body.length > CSV_ROWS_MAX) return { errors: [{ Row: 0, Problem: 'tooMany', Value: String(body.length) }] };

  const [tIdx, cIdx, fIdx, dIdx] = at as [number, number, number, number];
  const errors: RemittanceRowError[] = [];
  const rows: StatementRow[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of body) {
    const refuse = (problem: RemittanceRowProblem, value: string) =>
      errors.push({ Row: line, Problem: problem, Value: cut(value) });
    if (cells.length < names.length) {
      refuse('columns', cells.join(' | '));
      continue;
    }
    const tracking = trackingNumberSchema.safeParse(cells[tIdx]);
    const collected = minorOf(cells[cIdx]!);
    const fee = minorOf(cells[fIdx]!);
    const day = calendarDay(cells[dIdx]!);
    if (!tracking.success) refuse('trackingNumber', cells[tIdx]!);
    else if (collected === null) refuse('amount', cells[cIdx]!);
    else if (fee === null) refuse('amount', cells[fIdx]!);
    else if (!day) refuse('date', cells[dIdx]!);
    else if (seen.has(tracking.data)) refuse('repeated', tracking.data);
    else {
      seen.add(tracking.data);
      rows.push({ row: line, trackingNumber: tracking.data, collectedMinor: collected, feeMinor: fee, payoutOn: day });
    }
  }
  return errors.length > 0 ? { errors } : { rows };
}
