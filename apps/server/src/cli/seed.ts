// The seed's operator commands: (re)load the seed catalog, and list or remove the invented sample
// reviews. They live where the commands are composed because the seed (db/seed) sits above the catalog
// and the reviews it fills (docs/architecture.md §1, "Server areas").
import { CliUsageError, type CliCommand } from './types.ts';
import { defaultSeed, seedCatalog } from '../db/seed/index.ts';
import { findInventedReviews, removeInventedReviews } from '../db/seed/invented-reviews.ts';
import { announceCatalogChange } from '../platform/catalog-version.ts';

const changeLine = (where: string): string =>
  where === 'redis' ? 'Running servers show it now.' : 'Running servers show it within a few seconds.';

export function seedCommands(): Record<string, CliCommand> {
  return {
    seed: {
      usage: 'seed [--sample-reviews]',
      summary:
        'Load or refresh the seed catalog (idempotent; keeps IDs and real reviews); --sample-reviews adds the invented demo reviews (development only)',
      async run(args, ctx) {
        if (args.some((a) => a !== '--sample-reviews')) throw new CliUsageError('Use: seed [--sample-reviews]');
        const result = await seedCatalog(ctx.db, defaultSeed(args.includes('--sample-reviews')));
        ctx.out(`Catalog seeded: ${result.offers} offers, ${result.reviews} new sample reviews.`);
        for (const warning of result.warnings) ctx.out(`warning: ${warning}`);
        if (ctx.events) await announceCatalogChange(ctx.events);
        ctx.out(changeLine(ctx.events?.shared ? 'redis' : 'poll'));
      },
    },
    'reviews:invented': {
      usage: 'reviews:invented [--remove]',
      summary: 'List the invented sample reviews (seeded for development); --remove deletes them and says how many',
      async run(args, ctx) {
        if (args.some((a) => a !== '--remove')) throw new CliUsageError('Use: reviews:invented [--remove]');
        const found = await findInventedReviews(ctx.db);
        for (const r of found) ctx.out(`#${r.id}  ${r.createdAt.slice(0, 10)}  ${r.slog}  ${r.rating}★  — ${r.author}`);
        if (!args.includes('--remove')) {
          ctx.out(
            found.length === 0
              ? 'No invented sample reviews.'
              : `${found.length} invented sample review(s); remove them with reviews:invented --remove.`,
          );
          return;
        }
        const removed = await removeInventedReviews(ctx.db);
        if (removed > 0 && ctx.events) await announceCatalogChange(ctx.events);
        ctx.out(`Removed ${removed} invented sample review(s).`);
      },
    },
  };
}
