// The club's own tables beside club_members (orders.ts): the renewal reminders sent (migration 0039).
import type { Generated } from 'kysely';

interface ClubRemindersTable {
  id: Generated<number>;
  membership_id: number;
  /** 14 or 3: which reminder (docs/desk.md, Klub). Unique with membership_id: each goes out once. */
  days_before: number;
  /** The outbox row that carries it (null if it was claimed without a message). */
  outbox_id: number | null;
  created_at: string;
}

export interface ClubTables {
  club_reminders: ClubRemindersTable;
}
