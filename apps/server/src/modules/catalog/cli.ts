// Operator commands of the catalog: (re)load the seed catalog, list the offers with a country's prices.
import { COUNTRY_CODES, formatMoney, parseCountry } from '@zdravo/contract';
import type { CliCommand } from '../../cli/types.ts';
import { CliUsageError } from '../../cli/types.ts';
import { seedCatalog } from '../../db/seed/index.ts';
import { loadCatalog } from './queries.ts';

export function catalogCommands(): Record<string, CliCommand> {
  return {
    seed: {
      usage: 'seed',
      summary: 'Load or refresh the seed catalog (idempotent; keeps IDs and real reviews)',
      async run(_args, ctx) {
        const result = await seedCatalog(ctx.db);
        ctx.out(`Catalog seeded: ${result.offers} offers, ${result.reviews} new sample reviews.`);
        for (const warning of result.warnings) ctx.out(`warning: ${warning}`);
        ctx.out('Running servers pick the change up within a few seconds.');
      },
    },
    offers: {
      usage: 'offers [BA|RS|HR|ME]',
      summary: 'List the offers with their prices, stock and review numbers in one country',
      async run(args, ctx) {
        const code = args[0]?.toUpperCase();
        if (code !== undefined && !(COUNTRY_CODES as readonly string[]).includes(code)) {
          throw new CliUsageError(`Unknown country "${args[0]}"`);
        }
        const country = parseCountry(code);
        for (const o of await loadCatalog(ctx.db, country)) {
          const kind = o.ChildOffers ? `bundle(${o.ChildOffers.join(',')})` : o.Group;
          ctx.out(
            `${String(o.ID).padStart(3)}  ${o.Slog.padEnd(28)} ${kind.padEnd(22)} ${formatMoney(o.NewPrice, country).padStart(14)}` +
              ` (was ${formatMoney(o.OldPrice, country)})  stock ${o.Stock} d  ★ ${o.Rating} × ${o.RatingCount}`,
          );
        }
      },
    },
  };
}
