// The quiz (docs/decisions/013-quiz-result.md, 014-quiz-leads-and-health-answers.md): what a
// sign-up agreed to and when, the goal and answers kept only with their own consent; the mailing
// group per product and country the operator keeps (quiz:group); and the anonymous funnel counts.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

/** The products the quiz can recommend, each with a group of its own per country to start from. */
const DEFAULT_GROUP_SLOGS = [
  'pure-fit',
  'beauty-fem',
  'hairgrow-plus',
  'cellu-lift',
  'hemo-calm',
  'digest-detox',
  'prosta-vital',
  'alpha-potent',
  'libido',
  'fem-balance',
];
const COUNTRIES = ['BA', 'RS', 'HR', 'ME'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['country', 'varchar(2)'],
    ['consent_version', 'integer'],
    ['consent_at', ts],
    ['health_consent_version', 'integer'],
    ['health_consent_at', ts],
    ['quiz_goal', 'integer'],
    ['quiz_answers', 'text'],
  ] as const) {
    await db.schema.alterTable('subscribers').addColumn(column, type).execute();
  }

  await withIdColumn(db, db.schema.createTable('quiz_mailing_groups'))
    .addColumn('offer_slog', 'varchar(100)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('mailing_group', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('quiz_mailing_groups_offer_country', ['offer_slog', 'country'])
    .execute();
  const now = new Date().toISOString();
  const rows = DEFAULT_GROUP_SLOGS.flatMap((slog) =>
    COUNTRIES.map((country) => ({
      offer_slog: slog,
      country,
      mailing_group: `kviz-${slog}-${country.toLowerCase()}`,
      updated_at: now,
    })),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema
  await (db as Kysely<any>).insertInto('quiz_mailing_groups').values(rows).execute();

  // One row per day, set, event and step; each event adds one to its row. No person in it.
  await db.schema
    .createTable('quiz_funnel')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('goal', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    // The question's number for 'question' events, 0 for the others.
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_funnel_pk', ['day', 'goal', 'event', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_funnel').execute();
  await db.schema.dropTable('quiz_mailing_groups').execute();
  for (const column of [
    'quiz_answers',
    'quiz_goal',
    'health_consent_at',
    'health_consent_version',
    'consent_at',
    'consent_version',
    'country',
  ]) {
    await db.schema.alterTable('subscribers').dropColumn(column).execute();
  }
}
