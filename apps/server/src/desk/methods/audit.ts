// Managers read the audit log, newest first, filtered by person (or the CLI), subject and days on the
// shop's clock, or by what a row is about (an order number, a person, a phone); 50 rows a page, each
// subject named as people name it.
import type { SelectQueryBuilder } from 'kysely';
import { isCountryCode, localMidnight } from '@zdravo/contract';
import type { AuditEntry } from '@zdravo/contract/desk';
import { auditListParams } from '@zdravo/contract/desk/methods';
import type { Database } from '../../db/schema/index.ts';
import type { AuditLogTable } from '../../db/schema/desk.ts';
import type { Selectable } from 'kysely';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { aboutAny, subjectLabels, subjectsNamed, type SubjectMatch } from '../audit-subjects.ts';
import { auditContext, type AuditContext } from '../audit-context.ts';
import { countryOfStaff } from '../staff-store.ts';

const AUDIT_PAGE = 50;

interface AuditFilter {
  staffId?: number;
  cli?: boolean;
  subject?: string;
  subjectId?: string;
  from?: string;
  to?: string;
  beforeId?: number;
  /** The records a typed text named (audit-subjects.ts). */
  about?: SubjectMatch;
}

const dayStart = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d).toISOString();
};
const dayAfter = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d + 1).toISOString();
};

const parse = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/** The products a row's lines name ("2×14"), by the page's names. */
function productsOf(fields: (Record<string, unknown> | null)[], names: Map<number, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields)
    if (Array.isArray(f?.lines))
      for (const line of f.lines) {
        const id = typeof line === 'string' ? Number(line.split('×')[1]) : NaN;
        const name = names.get(id);
        if (name) out[String(id)] = name;
      }
  return out;
}

export function auditEntry(
  row: Selectable<AuditLogTable>,
  labels?: Map<string, string>,
  context?: AuditContext,
): AuditEntry {
  const key = `${row.subject}:${row.subject_id}`;
  const before = parse(row.before_json);
  const after = parse(row.after_json);
  const own = after?.country ?? before?.country;
  return {
    ID: row.id,
    At: row.at,
    StaffID: row.staff_id,
    Actor: row.actor,
    Action: row.action,
    Subject: row.subject,
    SubjectID: row.subject_id,
    SubjectLabel: labels?.get(key) ?? context?.labels.get(key) ?? null,
    Before: before,
    After: after,
    Ip: row.ip,
    Country: isCountryCode(own) ? own : (context?.countries.get(key) ?? null),
    Products: context ? productsOf([before, after], context.products) : {},
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builder's selection type is Kysely's
export function filterAudit<Q extends SelectQueryBuilder<Database, 'audit_log', any>>(query: Q, f: AuditFilter): Q {
  let q = query;
  if (f.staffId !== undefined) q = q.where('staff_id', '=', f.staffId) as Q;
  if (f.cli) q = q.where('staff_id', 'is', null) as Q;
  if (f.subject) q = q.where('subject', '=', f.subject) as Q;
  if (f.subjectId) q = q.where('subject_id', '=', f.subjectId) as Q;
  if (f.from) q = q.where('at', '>=', dayStart(f.from)) as Q;
  if (f.to) q = q.where('at', '<', dayAfter(f.to)) as Q;
  if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId) as Q;
  const { about } = f;
  if (about) q = q.where((eb) => aboutAny(eb, about)) as Q;
  return q;
}

export function deskAuditMethods(): DeskAreaMethods<'desk.audit.list'> {
  return {
    'desk.audit.list': deskMethod('desk.audit.list', {
      params: auditListParams,
      async handler(params, ctx) {
        const { find, ...filter } = params ?? {};
        const about = find ? await subjectsNamed(ctx.db, find, countryOfStaff(ctx.staff)) : undefined;
        const rows = await filterAudit(ctx.db.selectFrom('audit_log').selectAll(), {
          ...filter,
          ...(about ? { about } : {}),
        })
          .orderBy('id', 'desc')
          .limit(AUDIT_PAGE + 1)
          .execute();
        const page = rows.slice(0, AUDIT_PAGE);
        const [labels, context] = await Promise.all([
          subjectLabels(ctx.db, page),
          auditContext(ctx.db, page, countryOfStaff(ctx.staff)),
        ]);
        return {
          Entries: page.map((row) => auditEntry(row, labels, context)),
          NextBeforeID: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
        };
      },
    }),
  };
}
