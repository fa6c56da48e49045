// The quiz leads' CSV (docs/desk.md, "Quiz leads"): the same rows as the list, for the same filter,
// written by the desk's one CSV writer (contract desk/csv.ts: UTF-8 with a BOM, ';', CRLF, RFC 4180
// quoting, every text cell guarded against formulas). The goal and the answers come from quizLead, so a person
// without the health-answers consent has them empty here too, and a column says which consent it is.
import type { Kysely } from 'kysely';
import { localDay, shopDateTime, textFor, type CountryCode } from '@zdravo/contract';
import type { QuizLead, QuizLeadsCsv } from '@zdravo/contract/desk';
import { quizLeadCsvHeader, quizLeadCsvWords } from '@zdravo/contract/messages/desk-records';
import type { Database } from '../../db/schema/index.ts';
import { toCsv } from '@zdravo/contract/desk/csv';
import { listQuizLeads, type QuizLeadFilter } from './quiz-leads.ts';

/** Rows one file holds: the newest; a bigger selection is cut and the answer says so. */
const QUIZ_CSV_MAX = 5000;

const when = (iso: string | null): string => {
  if (!iso) return '';
  const { date, time } = shopDateTime(iso);
  return `${date} ${time}`;
};

/**
 * A phone as the region dials it from abroad: "00385 91 234 5678". The list's "+385 …" would open
 * in a spreadsheet as a formula (the writer would guard it with an apostrophe); 00 is the international
 * prefix in all four countries.
 */
const csvPhone = (phone: string | null): string =>
  phone === null ? '' : phone.startsWith('+') ? `00${phone.slice(1)}` : phone;

/** The answers in one cell: a line a question, its answers after it. */
const answersCell = (answers: QuizLead['Answers']): string =>
  (answers ?? []).map((a) => `${a.Q} ${a.A.join(', ') || '—'}`).join('\n');

function quizLeadRow(lead: QuizLead, reader: CountryCode): (string | number)[] {
  const t = (text: Parameters<typeof textFor>[0]) => textFor(text, reader);
  return [
    lead.ID,
    when(lead.At),
    lead.Country ?? '',
    lead.Email ?? '',
    csvPhone(lead.Phone),
    lead.Name ?? '',
    lead.Group ?? '',
    lead.Offer ?? '',
    lead.ConsentVersion === null ? '' : `v${lead.ConsentVersion}, ${when(lead.ConsentAt)}`,
    t(lead.HealthConsent ? quizLeadCsvWords.yes : quizLeadCsvWords.no),
    lead.Goal ?? '',
    answersCell(lead.Answers),
  ];
}

export async function quizLeadsCsv(
  db: Kysely<Database>,
  filter: QuizLeadFilter,
  reader: CountryCode,
  now = new Date(),
): Promise<QuizLeadsCsv> {
  const { leads, more } = await listQuizLeads(db, { ...filter, beforeId: undefined }, reader, QUIZ_CSV_MAX);
  const header = Object.values(quizLeadCsvHeader).map((text) => textFor(text, reader));
  const rows = leads.map((lead) => quizLeadRow(lead, reader));
  const scope = filter.country ? `-${filter.country.toLowerCase()}` : '';
  return {
    FileName: `zdravo-kviz${scope}-${localDay(now.toISOString())}.csv`,
    Csv: toCsv([header, ...rows]),
    Rows: rows.length,
    Cut: more,
  };
}
