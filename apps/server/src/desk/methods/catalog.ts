// The desk's catalog (docs/desk.md "The catalog"): every product and bundle with its group and, per
// country, its listing status and prices. Merchandisers and managers only (DESK_ACCESS).
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { DeskCatalogCountry, DeskCatalogRow } from '@zdravo/contract/desk';
import { catalogListParams } from '@zdravo/contract/desk/catalog-params';
import { readOffers } from '../../modules/catalog/index.ts';
import { versionedImageUrl } from '../../modules/catalog/index.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';

export function deskCatalogMethods(): DeskAreaMethods<'desk.catalog.list'> {
  return {
    'desk.catalog.list': deskMethod('desk.catalog.list', {
      params: catalogListParams,
      async handler(_params, ctx): Promise<DeskCatalogRow[]> {
        const offers = await readOffers(ctx.db);
        return offers
          .map((o) => ({
            id: o.id,
            slog: o.slog,
            name: o.texts.ije.name,
            group: o.group,
            bundle: o.children !== null,
            image: o.images[0] ? (versionedImageUrl(o.images[0]) ?? o.images[0]) : null,
            countries: Object.fromEntries(
              COUNTRY_CODES.map((c): [CountryCode, DeskCatalogCountry] => [
                c,
                { status: o.status[c], newMinor: o.prices[c]?.new ?? null, oldMinor: o.prices[c]?.old ?? null, currency: COUNTRIES[c].currency },
              ]),
            ) as Record<CountryCode, DeskCatalogCountry>,
            version: o.version,
            updatedAt: o.updatedAt,
          }))
          .sort((a, b) => a.name.localeCompare(b.name, 'bs'));
      },
    }),
  };
}
