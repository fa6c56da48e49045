// Operator commands of the catalog: list the offers with a country's prices,
// change a price, export and import the catalog as a file (file/cli.ts). Every change is announced, so
// running servers show it at once (with Redis) or within a few seconds (their version poll).
import { COUNTRIES, COUNTRY_CODES, formatMoney, parseCountry, toMinor, type CountryCode } from '@zdravo/contract';
import type { CliCommand } from '../../cli/types.ts';
import { CliUsageError } from '../../cli/types.ts';
import { loadCatalog } from './queries.ts';
import { setOfferPrice } from './prices.ts';
import { announceCatalogChange } from '../../platform/catalog-version.ts';
import { catalogFileCommands } from './file/cli.ts';

function countryArg(arg: string | undefined): CountryCode {
  const code = arg?.toUpperCase();
  if (code === undefined || !(COUNTRY_CODES as readonly string[]).includes(code))
    throw new CliUsageError(`Unknown country "${arg ?? ''}"`);
  return code as CountryCode;
}

/** A price as the operator types it, in the currency's main unit ("39.90"); minor units out. */
function priceArg(arg: string | undefined, what: string): number {
  if (arg === undefined || !/^\d{1,7}([.,]\d{1,2})?$/.test(arg))
    throw new CliUsageError(`The ${what} must be an amount like 39.90, not "${arg ?? ''}"`);
  return toMinor(Number(arg.replace(',', '.')));
}

const changeLine = (where: string): string =>
  where === 'redis' ? 'Running servers show it now.' : 'Running servers show it within a few seconds.';

export function catalogCommands(): Record<string, CliCommand> {
  return {
    ...catalogFileCommands(),
    'offers:price': {
      usage: 'offers:price <ID|slog> <BA|RS|HR|ME> <price> [old price]',
      summary: "Change an offer's price (and optionally its crossed-out old price) in one country",
      async run(args, ctx) {
        const [ref, countryText, priceText, oldText] = args;
        if (!ref || args.length < 3 || args.length > 4)
          throw new CliUsageError('Name the offer, the country and the new price.');
        const country = countryArg(countryText);
        const newMinor = priceArg(priceText, 'price');
        const oldMinor = oldText === undefined ? undefined : priceArg(oldText, 'old price');
        const change = await setOfferPrice(ctx.db, ref, country, newMinor, oldMinor);
        if (!change) throw new CliUsageError(`No offer "${ref}" with a price in ${country}`);
        if (ctx.events) await announceCatalogChange(ctx.events);
        const money = (minor: number) => formatMoney(minor / 100, country);
        ctx.out(
          `${change.slog} in ${country}: ${money(change.before.newMinor)} → ${money(change.after.newMinor)} (old price ${money(change.after.oldMinor)}).`,
        );
        ctx.out(changeLine(ctx.events?.shared ? 'redis' : 'poll'));
        if (COUNTRIES[country].priorPriceRule) {
          ctx.out(
            `${country} shows no catalog old price: a reduction is shown from the lowest price of the 30 days before it, for 30 days (docs/decisions/023).`,
          );
        }
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
