// The club's renewal reminders (docs/desk.md, Klub), 14 and 3 days before a membership ends: an SMS,
// or an e-mail when the account has no phone. The fee, the date and the team's number come from the
// country table (countries.ts) when the message is written.
import type { Text } from '../text.ts';
import clubReminderJson from './texts/club-reminder.json' with { type: 'json' };

export const clubReminderMessages = clubReminderJson satisfies Record<string, Text>;
