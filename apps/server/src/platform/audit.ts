// The audit log (docs/desk.md): every desk write and every CLI write adds one row, in the same
// transaction as the change, so a change and its row are committed or rolled back together. The app
// has no way to edit or delete a row.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { nowIso } from '../db/dialect.ts';

export interface Actor {
  staffId: number | null;
  /** The person ("Ana Anić <ana@zdravo.hr>") or "CLI". */
  label: string;
  ip: string | null;
}

export const CLI_ACTOR: Actor = { staffId: null, label: 'CLI', ip: null };

type Fields = Record<string, unknown>;

export interface AuditChange {
  action: string;
  subject: string;
  subjectId: string | number | null;
  before?: Fields | null;
  after?: Fields | null;
}

/** Only the fields that differ (both sides), so a row says what changed and nothing else. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

const json = (fields: Fields | null | undefined): string | null =>
  fields && Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;

/** Adds the row. Call it with the transaction that makes the change. */
export async function recordAudit(
  trx: Transaction<Database> | Kysely<Database>,
  actor: Actor,
  change: AuditChange,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      staff_id: actor.staffId,
      actor: actor.label.slice(0, 440),
      action: change.action,
      subject: change.subject,
      subject_id: change.subjectId === null ? null : String(change.subjectId),
      before_json: json(change.before),
      after_json: json(change.after),
      ip: actor.ip,
    })
    .execute();
}
