// No invented reviews in a shop that sells (docs/decisions/052-sample-reviews-prices-promises.md): a
// first start seeds none unless SAMPLE_REVIEWS asks; the operator command lists and removes them from a
// database that has them (an older version seeded them everywhere), and leaves every real review.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loadConfig } from '../../config.ts';
import { cliCommands } from '../../cli/commands.ts';
import { seedReviews } from './catalog/seed-reviews.ts';

describe.each(testDbKinds)('invented sample reviews on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const countReviews = async (t: TestApp) =>
    Number(
      (
        await t.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const run = async (t: TestApp, command: string, args: string[]) => {
    const lines: string[] = [];
    const commands = cliCommands();
    await commands[command]!.run(args, { db: t.db, config: t.config, out: (line) => lines.push(line) });
    return lines;
  };

  it('a production start (no SAMPLE_REVIEWS) seeds the catalog and no review; the offers show no count', async () => {
    expect(loadConfig({}).sampleReviews).toBe(false);
    const t = await createTestApp(kind, { SAMPLE_REVIEWS: '0' });
    apps.push(t);
    expect(
      Number(
        (
          await t.db
            .selectFrom('offers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
    expect(await countReviews(t)).toBe(0);
    // HR adds no base numbers (decision 015): with no review written, no offer claims a rating there.
    const offer = await t
      .shopper({ country: 'HR' })
      .call('offers.f.getSlog', { Slog: 'pure-fit', includeReviews: true });
    expect(offer.status === 'ok' ? offer.data.RatingCount : null).toBe(0);
    expect(await run(t, 'reviews:invented', [])).toEqual(['No invented sample reviews.']);
  });

  it('development asks for them; the command lists them, removes only them and says how many', async () => {
    const t = await createTestApp(kind, { SAMPLE_REVIEWS: '1' });
    apps.push(t);
    expect(await countReviews(t)).toBe(seedReviews.length);
    // Real reviews stay: one by an account, one whose author's account was erased (no user, no name).
    const offer = await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow();
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'stvarna@example.com',
        email_key: 'stvarna@example.com',
        phone: '+38761000111',
        first_name: 'Stvarna',
        last_name: 'Kupka',
        password_hash: 'x',
        created_at: new Date(0).toISOString(),
        updated_at: new Date(0).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const real = {
      offer_id: offer.id,
      review_head: 'Stvarno',
      attachments: '[]',
      is_approved: 1,
      rating: 2,
      created_at: new Date(0).toISOString(),
    };
    await t.db
      .insertInto('reviews')
      .values([
        {
          ...real,
          user_id: user.id,
          author_first_name: seedReviews[0]!.FirstName,
          author_last_name: '',
          review: seedReviews[0]!.Review,
        },
        {
          ...real,
          user_id: null,
          author_first_name: '',
          author_last_name: '',
          review: 'Napisao kupac čiji je račun obrisan.',
        },
      ])
      .execute();

    const listed = await run(t, 'reviews:invented', []);
    expect(listed).toHaveLength(seedReviews.length + 1);
    expect(listed.at(-1)).toBe(
      `${seedReviews.length} invented sample review(s); remove them with reviews:invented --remove.`,
    );
    expect(await countReviews(t)).toBe(seedReviews.length + 2);

    const removed = await run(t, 'reviews:invented', ['--remove']);
    expect(removed.at(-1)).toBe(`Removed ${seedReviews.length} invented sample review(s).`);
    expect(await countReviews(t)).toBe(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'before_json'])
      .where('action', '=', 'review.remove-invented')
      .execute();
    expect(audit).toEqual([
      {
        actor: 'CLI',
        action: 'review.remove-invented',
        before_json: JSON.stringify({ inventedReviews: seedReviews.length }),
      },
    ]);
    expect(await run(t, 'reviews:invented', ['--remove'])).toEqual(['Removed 0 invented sample review(s).']);

    // `seed` alone adds none back; `seed --sample-reviews` does (development).
    expect((await run(t, 'seed', []))[0]).toMatch(/, 0 new sample reviews/);
    expect((await run(t, 'seed', ['--sample-reviews']))[0]).toMatch(/ \d+ new sample reviews/);
    expect(await countReviews(t)).toBeGreaterThan(2);
  });
});
