// Supervision's words (docs/desk.md, "Supervision"): the backlog, the queue's filters and pages, the
// hand-over of a lead, how long something waited, and the audit log's rows as sentences — per
// spelling variant like every desk text.
import type { AuditAction, AuditField } from '../desk/audit.ts';
import type { LeadKind } from '../desk/supervision.ts';
import type { Text } from '../text.ts';
import deskSupervisionJson from './texts/desk-supervision.json' with { type: 'json' };
import deskAuditActionsJson from './texts/desk-audit-actions.json' with { type: 'json' };
import deskAuditFieldsJson from './texts/desk-audit-fields.json' with { type: 'json' };
import deskRequestKindsJson from './texts/desk-request-kinds.json' with { type: 'json' };

export const deskSupervisionMessages = deskSupervisionJson satisfies Record<string, Text>;

/** One sentence per audit action; `{subject}` is the order number, the person or the phone the row is about. */
export const deskAuditActions = deskAuditActionsJson satisfies Record<AuditAction, Text>;

/** The audit rows' fields by name, and yes / no for the switches. */
export const deskAuditFields = deskAuditFieldsJson satisfies Record<AuditField | 'yes' | 'no', Text>;

export const deskLeadKinds = { order: deskSupervisionJson.order, ...deskRequestKindsJson } satisfies Record<
  LeadKind,
  Text
>;

/** How long, in the largest unit that reads naturally: 45 min, 5 h, 1 dan, 2 dana, 21 dan. */
export function waitedWords(
  ms: number,
  t: Record<'waitedMinutes' | 'waitedHours' | 'waitedDay' | 'waitedDays', string>,
): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return t.waitedMinutes.replace('{count}', String(minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t.waitedHours.replace('{count}', String(hours));
  const days = Math.floor(hours / 24);
  // "1 dan", "21 dan", "2 dana", "11 dana": the one form after a 1 that is not 11.
  const one = days % 10 === 1 && days % 100 !== 11;
  return (one ? t.waitedDay : t.waitedDays).replace('{count}', String(days));
}
