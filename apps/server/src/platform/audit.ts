// The audit log (docs/desk.md): every desk write and every CLI write adds one row, in the same
// transaction as the change, so a change and its row are committed or rolled back together. The app
// has no way to edit or delete a row.
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditFields } from '@zdravo/contract/desk';
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

/** `action` and the fields' names come from the contract's lists (desk/audit.ts), which the desk reads in words. */
export interface AuditChange {
  action: AuditAction;
  subject: string;
  subjectId: string | number | null;
  /** catalog.import alone keys its fields by product address, each holding that product's fields. */
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Only the fields that differ (both sides), so a row says what changed and nothing else. */
export function changedFields<T extends AuditFields>(before: T, after: T): { before: T; after: T } {
  const was: Fields = before;
  const now: Fields = after;
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    b[key] = was[key] ?? null;
    a[key] = now[key] ?? null;
  }
  return { before: b as T, after: a as T };
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
